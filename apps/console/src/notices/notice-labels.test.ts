import { describe, expect, it } from 'vitest';
import { checkboxLabels, splitLabels, typedLabels, typedSegments } from './notice-labels.ts';

describe('a notice’s labels in the form', () => {
  it('offer every hotel of the brand as a checkbox on a brand notice only', () => {
    expect(checkboxLabels('facility')).not.toContain('target_all_facilities');
    expect(checkboxLabels('brand')).toContain('target_all_facilities');
  });

  it('take typed labels with an id, and refuse what is not a label', () => {
    expect(
      typedLabels('membership_program_3\nmembership_rank_12, membership_organization_7 vip', 'facility'),
    ).toEqual({
      labels: ['membership_program_3', 'membership_rank_12', 'membership_organization_7'],
      refused: ['vip'],
    });
    expect(typedLabels('membership_rank_x, page_results, MEMBERSHIP_RANK_1', 'brand').refused).toEqual([
      'membership_rank_x',
      'page_results',
      'MEMBERSHIP_RANK_1',
    ]);
  });

  it('take hotel targets on a brand notice, not on a hotel’s own', () => {
    expect(typedLabels('target_facility_4, target_facility_9', 'brand')).toEqual({
      labels: ['target_facility_4', 'target_facility_9'],
      refused: [],
    });
    expect(typedLabels('target_facility_4', 'facility')).toEqual({
      labels: [],
      refused: ['target_facility_4'],
    });
  });

  it('are typed once each, whatever separates them', () => {
    expect(typedLabels(' all_users,,all_users\n\n', 'facility').labels).toEqual(['all_users']);
  });

  it('split a stored notice’s labels into the ticked boxes and the typed rest', () => {
    expect(
      splitLabels(['all_users', 'membership_rank_2', 'target_all_facilities', 'target_facility_3']),
    ).toEqual({
      ticked: ['all_users', 'target_all_facilities'],
      typed: 'membership_rank_2, target_facility_3',
    });
  });
});

describe('a notice’s segments in the form', () => {
  it('are segment ids with commas between, refusing others', () => {
    expect(typedSegments('vip, spring-2025 , a b, bad/id')).toEqual({
      ids: ['vip', 'spring-2025', 'a', 'b'],
      refused: ['bad/id'],
    });
  });
});
