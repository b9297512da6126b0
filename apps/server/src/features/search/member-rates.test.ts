import { describe, expect, it } from 'vitest';
import { memberAccess, memberLabels, memberPlanMatches } from './member-rates.ts';
import { planVisible } from './search-engine.ts';

const gold = { programId: 1, rankId: 3 };
const regular = { programId: 1, rankId: 1 };
const otherProgram = { programId: 2, rankId: 4 };
const club = {
  id: 1,
  name: '花見クラブ',
  translations: [
    { locale: 'en', name: 'Hanami Club' },
    { locale: 'ko', name: '하나미 클럽' },
  ],
};
const goldRank = { id: 3, name: 'ゴールド', translations: [{ locale: 'en', name: 'Gold' }] };

describe('member labels and plans', () => {
  it('gives a member their program, their rank and all ranks', () => {
    expect(memberLabels(gold)).toEqual(['membership_rank_all', 'membership_program_1', 'membership_rank_3']);
    expect(memberLabels({ programId: null, rankId: null })).toEqual(['membership_rank_all']);
  });

  it('matches a plan by program, by rank, by all ranks, and any member when it has no labels', () => {
    expect(memberPlanMatches([], otherProgram)).toBe(true);
    expect(memberPlanMatches(['membership_program_1'], regular)).toBe(true);
    expect(memberPlanMatches(['membership_program_1'], otherProgram)).toBe(false);
    expect(memberPlanMatches(['membership_rank_3'], gold)).toBe(true);
    expect(memberPlanMatches(['membership_rank_3'], regular)).toBe(false);
    expect(memberPlanMatches(['membership_rank_all'], otherProgram)).toBe(true);
    expect(memberPlanMatches(['membership_organization_1'], gold)).toBe(false);
  });

  it('names the program, and the rank only for a rank rate, in the request language', () => {
    const access = memberAccess({
      member: gold,
      plans: [
        { id: 10, memberLabels: ['membership_program_1'] },
        { id: 11, memberLabels: ['membership_rank_3'] },
        { id: 12, memberLabels: ['membership_rank_1'] },
      ],
      program: club,
      rank: goldRank,
      locale: 'en',
    });
    expect([...access.keys()]).toEqual([10, 11]);
    expect(access.get(10)).toEqual({
      program_id: 1,
      program_name: 'Hanami Club',
      rank_id: null,
      rank_name: null,
      organization_id: null,
      organization_name: null,
    });
    expect(access.get(11)).toEqual({
      program_id: 1,
      program_name: 'Hanami Club',
      rank_id: 3,
      rank_name: 'Gold',
      organization_id: null,
      organization_name: null,
    });
    // A language without a translation falls back to the stored name.
    const ja = memberAccess({
      member: gold,
      plans: [{ id: 11, memberLabels: ['membership_rank_3'] }],
      program: club,
      rank: goldRank,
      locale: 'zh_Hant',
    });
    expect(ja.get(11)).toMatchObject({ program_name: '花見クラブ', rank_name: 'ゴールド' });
  });

  it('gives a corporate session its organization’s labels and rates, named with the organization', () => {
    const corporate = { ...regular, organizationId: 7, organizationName: 'Sakura Trading' };
    expect(memberLabels(corporate)).toEqual([
      'membership_rank_all',
      'membership_program_1',
      'membership_rank_1',
      'membership_organization_all',
      'membership_organization_7',
    ]);
    expect(memberPlanMatches(['membership_organization_7'], corporate)).toBe(true);
    expect(memberPlanMatches(['membership_organization_8'], corporate)).toBe(false);
    expect(memberPlanMatches(['membership_organization_all'], regular)).toBe(false);
    const access = memberAccess({
      member: corporate,
      plans: [
        { id: 20, memberLabels: ['membership_organization_7'] },
        { id: 21, memberLabels: ['membership_organization_all'] },
        { id: 22, memberLabels: ['membership_organization_8'] },
        { id: 23, memberLabels: ['membership_program_1'] },
      ],
      program: club,
      rank: null,
      locale: 'en',
    });
    expect([...access.keys()]).toEqual([20, 21, 23]);
    expect(access.get(20)).toMatchObject({ organization_id: 7, organization_name: 'Sakura Trading' });
    expect(access.get(21)).toMatchObject({ organization_id: 7, organization_name: 'Sakura Trading' });
    expect(access.get(23)).toMatchObject({ organization_id: null, organization_name: null });
  });
});

describe('planVisible', () => {
  const memberPlan = { id: 10, visibility: 'member' as const };
  const publicPlan = { id: 1, visibility: 'all' as const };
  const secretPlan = { id: 2, visibility: 'secret' as const };
  const access = new Map([
    [
      10,
      {
        program_id: 1,
        program_name: 'Hanami Club',
        rank_id: null,
        rank_name: null,
        organization_id: null,
        organization_name: null,
      },
    ],
  ]);

  it('shows member plans only to a member they are for, in modes all and member', () => {
    expect(planVisible(memberPlan, 'all', null)).toBe(false);
    expect(planVisible(memberPlan, 'member', null)).toBe(false);
    expect(planVisible(memberPlan, 'all', access)).toBe(true);
    expect(planVisible(memberPlan, 'member', access)).toBe(true);
    expect(planVisible(memberPlan, 'all', new Map())).toBe(false);
    expect(planVisible(memberPlan, 'secret', access)).toBe(false);
  });

  it('keeps member mode to member plans and every other mode to its own kind', () => {
    expect(planVisible(publicPlan, 'member', access)).toBe(false);
    expect(planVisible(publicPlan, 'all', access)).toBe(true);
    expect(planVisible(secretPlan, 'all', access)).toBe(false);
    expect(planVisible(secretPlan, 'secret', null)).toBe(true);
  });
});
