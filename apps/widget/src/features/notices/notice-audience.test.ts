import { NOTICE_LIMITS } from '@yadori/contract/notices.constants';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/safe-storage.ts';
import { audienceOf, NOTICE_AUDIENCE_KEY, noticeAudience } from './notice-audience.ts';

afterEach(() => sessionStorage.clear());

describe('audienceOf', () => {
  it('keeps the ids the server takes, each once, at most 20', () => {
    const ids = Array.from({ length: 25 }, (_, i) => `seg-${i}`);
    const audience = audienceOf({
      segmentIds: ['vip', 'vip', 'bad id', 'x'.repeat(65), 'jp:tokyo_2026.1', ...ids],
      iconMessageId: 'spring-2026',
    });
    expect(audience.segmentIds.slice(0, 2)).toEqual(['vip', 'jp:tokyo_2026.1']);
    expect(audience.segmentIds).toHaveLength(20);
    expect(audience.iconMessageId).toBe('spring-2026');
  });

  it('takes an icon message id as long as the server takes, and drops one it would refuse', () => {
    const longest = 'x'.repeat(NOTICE_LIMITS.iconMessageId);
    expect(audienceOf({ segmentIds: [], iconMessageId: longest }).iconMessageId).toBe(longest);
    expect(audienceOf({ segmentIds: [], iconMessageId: 'two words' }).iconMessageId).toBeNull();
    expect(audienceOf({ segmentIds: [], iconMessageId: `${longest}x` }).iconMessageId).toBeNull();
  });
});

describe('noticeAudience: the visit keeps what its start address said', () => {
  it('keeps the start address’s segments for later pages of the visit', () => {
    expect(noticeAudience({ segmentIds: ['vip'], iconMessageId: 'msg-1' })).toEqual({
      segmentIds: ['vip'],
      iconMessageId: 'msg-1',
    });
    // A reload, or the next page of a standalone site: the address no longer has them.
    expect(noticeAudience({ segmentIds: [], iconMessageId: null })).toEqual({
      segmentIds: ['vip'],
      iconMessageId: 'msg-1',
    });
  });

  it('takes a new start address’s audience over the kept one', () => {
    noticeAudience({ segmentIds: ['vip'], iconMessageId: 'msg-1' });
    expect(noticeAudience({ segmentIds: ['family'], iconMessageId: null })).toEqual({
      segmentIds: ['family'],
      iconMessageId: null,
    });
    expect(JSON.parse(sessionStorage.getItem(NOTICE_AUDIENCE_KEY) ?? 'null').segmentIds).toEqual(['family']);
  });

  it('reads a damaged or foreign entry as no audience', () => {
    for (const stored of ['{not json', '"vip"', '{"segmentIds":["bad id"],"iconMessageId":7}']) {
      sessionStore.set(NOTICE_AUDIENCE_KEY, stored);
      expect(noticeAudience({ segmentIds: [], iconMessageId: null })).toEqual({
        segmentIds: [],
        iconMessageId: null,
      });
    }
  });
});
