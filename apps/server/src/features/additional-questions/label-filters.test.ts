import { describe, expect, it } from 'vitest';
import { type LabelledQuestion, questionMatches, showsAtHotel, targetHotelOf } from './label-filters.ts';

const now = new Date('2026-06-01T00:00:00Z');
const question = (labels: string[], overrides: Partial<LabelledQuestion> = {}): LabelledQuestion => ({
  questionType: 'free',
  labels,
  startedAt: null,
  active: true,
  ...overrides,
});
const filters = (...labels: string[]) => new Set(labels);

describe('questionMatches', () => {
  it('shows a question by audience: all users, program and rank, or organization', () => {
    const guest = filters('guest_detail', 'all_users');
    const member = filters(
      'guest_detail',
      'all_users',
      'membership_program_1',
      'membership_rank_3',
      'membership_rank_all',
    );
    expect(questionMatches(question([]), guest, now)).toBe(true);
    expect(questionMatches(question(['all_users']), guest, now)).toBe(true);
    expect(questionMatches(question(['membership_rank_3']), guest, now)).toBe(false);
    expect(questionMatches(question(['membership_rank_3']), member, now)).toBe(true);
    expect(questionMatches(question(['membership_rank_all']), member, now)).toBe(true);
    expect(questionMatches(question(['membership_organization_all']), member, now)).toBe(false);
    expect(
      questionMatches(question(['membership_organization_all']), filters('membership_organization_all'), now),
    ).toBe(true);
  });

  it('keeps page and placement labels to their page when the caller names one', () => {
    expect(questionMatches(question(['confirmation']), filters('guest_detail'), now)).toBe(false);
    expect(questionMatches(question(['guest_detail']), filters('guest_detail'), now)).toBe(true);
    expect(questionMatches(question(['guest_detail']), filters('all_users'), now)).toBe(true);
    expect(questionMatches(question(['place_after_sign_in']), filters('place_after_sign_in'), now)).toBe(
      true,
    );
  });

  it('hides a question before settings.started_at and when switched off', () => {
    expect(
      questionMatches(question([], { startedAt: new Date('2026-06-02T00:00:00Z') }), filters(), now),
    ).toBe(false);
    expect(
      questionMatches(question([], { startedAt: new Date('2026-05-31T00:00:00Z') }), filters(), now),
    ).toBe(true);
    expect(questionMatches(question([], { active: false }), filters(), now)).toBe(false);
  });
});

describe('showsAtHotel', () => {
  it('keeps brand notifications only when labelled for all facilities or this hotel', () => {
    const notification = (labels: string[]) => question(labels, { questionType: 'notification' });
    expect(showsAtHotel(notification([]), 1)).toBe(false);
    expect(showsAtHotel(notification(['target_all_facilities']), 1)).toBe(true);
    expect(showsAtHotel(notification(['target_facility_1']), 1)).toBe(true);
    expect(showsAtHotel(notification(['target_facility_2']), 1)).toBe(false);
    expect(showsAtHotel(notification(['target_facility_1']), null)).toBe(false);
  });

  it('other brand questions go everywhere unless facility labels narrow them', () => {
    expect(showsAtHotel(question([]), 3)).toBe(true);
    expect(showsAtHotel(question(['target_facility_2']), 3)).toBe(false);
    expect(targetHotelOf(filters('all_users', 'target_facility_3'))).toBe(3);
    expect(targetHotelOf(filters('target_facility_3', 'target_facility_4'))).toBe(null);
  });
});
