import { describe, expect, it } from 'vitest';
import { noticeBody, noticeDraftOf, noticeState, noticeTitle } from './notice-rules.ts';
import type { StaffNotice } from './notices-api.ts';

const NOW = Date.parse('2025-06-01T00:00:00Z');

const stored: StaffNotice = {
  id: 7,
  level: 'brand',
  hotel_id: null,
  kind: 'notice',
  placements: ['results', 'guest_detail'],
  label_filters: ['membership_rank_all', 'target_facility_3'],
  segment_ids: ['vip'],
  icon_message_id: 'spring',
  translations: [
    { locale: 'ja', title: '春の特典', body: '本文' },
    { locale: 'en', title: 'Spring offer', body: 'Body' },
    { locale: 'zh_Hans', title: '春季优惠', body: '' },
    { locale: 'zh_Hant', title: '春季優惠', body: '' },
    { locale: 'ko', title: '봄 특전', body: '' },
  ],
  link_url: 'https://hanami.example/spring',
  starts_at: '2025-05-31T15:00:00Z',
  ends_at: null,
  active: true,
  sort_order: 3,
  editable: true,
  created_at: '2025-05-01T00:00:00Z',
  updated_at: '2025-05-01T00:00:00Z',
};

describe('a notice’s state', () => {
  it('is off when switched off, whatever its dates', () => {
    expect(noticeState({ active: false, starts_at: null, ends_at: null }, NOW)).toBe('off');
  });

  it('is scheduled before its start, ended from its end, live between', () => {
    expect(noticeState({ active: true, starts_at: '2025-06-02T00:00:00Z', ends_at: null }, NOW)).toBe(
      'scheduled',
    );
    expect(noticeState({ active: true, starts_at: null, ends_at: '2025-06-01T00:00:00Z' }, NOW)).toBe(
      'ended',
    );
    expect(
      noticeState({ active: true, starts_at: '2025-06-01T00:00:00Z', ends_at: '2025-06-01T00:00:01Z' }, NOW),
    ).toBe('live');
    expect(noticeState({ active: true, starts_at: null, ends_at: null }, NOW)).toBe('live');
  });
});

describe('a notice’s title', () => {
  it('is the staff member’s language’s', () => {
    expect(noticeTitle(stored, 'ko')).toBe('봄 특전');
    expect(noticeTitle({ translations: [] }, 'en')).toBe('');
  });
});

describe('the notice form', () => {
  it('shows a stored notice on the hotel’s clock, labels split into boxes and typed ones', () => {
    const draft = noticeDraftOf(stored, 'Asia/Tokyo');
    expect(draft).toMatchObject({
      level: 'brand',
      ticked: ['membership_rank_all'],
      typedLabels: 'target_facility_3',
      segmentIds: 'vip',
      startsAt: '2025-06-01T00:00',
      endsAt: '',
      sortOrder: '3',
    });
    expect(draft.texts.en).toEqual({ title: 'Spring offer', body: 'Body' });
  });

  it('sends what it showed, times with the hotel’s offset', () => {
    expect(noticeBody(noticeDraftOf(stored, 'Asia/Tokyo'), 'Asia/Tokyo')).toEqual({
      body: {
        level: 'brand',
        kind: 'notice',
        placements: ['results', 'guest_detail'],
        label_filters: ['membership_rank_all', 'target_facility_3'],
        segment_ids: ['vip'],
        icon_message_id: 'spring',
        translations: [
          { locale: 'ja', title: '春の特典', body: '本文' },
          { locale: 'en', title: 'Spring offer', body: 'Body' },
          { locale: 'zh_Hans', title: '春季优惠', body: '' },
          { locale: 'zh_Hant', title: '春季優惠', body: '' },
          { locale: 'ko', title: '봄 특전', body: '' },
        ],
        link_url: 'https://hanami.example/spring',
        starts_at: '2025-06-01T00:00:00+09:00',
        ends_at: null,
        active: true,
        sort_order: 3,
      },
    });
  });

  it('starts a new notice as this hotel’s banner on the results page, shown at once, to every guest', () => {
    const body = noticeBody(noticeDraftOf(undefined, 'Asia/Tokyo'), 'Asia/Tokyo');
    expect(body).toMatchObject({
      body: {
        level: 'facility',
        kind: 'banner',
        placements: ['results'],
        label_filters: [],
        segment_ids: [],
        icon_message_id: null,
        link_url: null,
        starts_at: null,
        ends_at: null,
        active: true,
        sort_order: 0,
      },
    });
  });

  it('drops the brand’s every-hotel box once the notice is the hotel’s own', () => {
    const draft = {
      ...noticeDraftOf(undefined, 'UTC'),
      ticked: ['all_users' as const, 'target_all_facilities' as const],
    };
    expect(noticeBody(draft, 'UTC')).toMatchObject({ body: { label_filters: ['all_users'] } });
    expect(noticeBody({ ...draft, level: 'brand' }, 'UTC')).toMatchObject({
      body: { label_filters: ['all_users', 'target_all_facilities'] },
    });
  });

  it('says which labels, segments and times it cannot send', () => {
    const draft = {
      ...noticeDraftOf(undefined, 'UTC'),
      typedLabels: 'membership_rank_2, gold, target_facility_1',
      segmentIds: 'ok, not ok!',
      startsAt: '2025-02-30T10:00',
      endsAt: '2025-03-01T10:00',
    };
    expect(noticeBody(draft, 'UTC')).toEqual({
      problems: { labels: ['gold', 'target_facility_1'], segments: ['ok!'], startsAt: true },
    });
  });
});
