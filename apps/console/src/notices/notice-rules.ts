import { LOCALES, type Locale } from '@yadori/contract/locales';
import type { NoticeKind, NoticeLevel, NoticePlacement } from '@yadori/contract/notices.constants';
import { isoToZonedInput, zonedInputToIso } from '../lib/zoned-time.ts';
import {
  type CheckboxLabel,
  checkboxLabels,
  splitLabels,
  typedLabels,
  typedSegments,
} from './notice-labels.ts';
import type { StaffNotice, StaffNoticeCreateBody } from './notices-api.ts';

/** Whether guests see a notice now: switched off, before its start, past its end, or shown. */
export type NoticeState = 'live' | 'scheduled' | 'ended' | 'off';

/** A notice's state at `now` (milliseconds). */
export function noticeState(
  notice: Pick<StaffNotice, 'active' | 'starts_at' | 'ends_at'>,
  now: number,
): NoticeState {
  if (!notice.active) return 'off';
  if (notice.starts_at !== null && Date.parse(notice.starts_at) > now) return 'scheduled';
  if (notice.ends_at !== null && Date.parse(notice.ends_at) <= now) return 'ended';
  return 'live';
}

/** The badge's colour class of a state; the words are always beside it. */
export const NOTICE_STATE_CLASS: Record<NoticeState, string> = {
  live: 'badge-ok',
  scheduled: 'badge-warning',
  ended: '',
  off: '',
};

/** A notice's title in `locale` (every notice has all five; the first, should one be missing). */
export const noticeTitle = (notice: Pick<StaffNotice, 'translations'>, locale: Locale) =>
  (notice.translations.find((each) => each.locale === locale) ?? notice.translations[0])?.title ?? '';

/** The form as typed; times are `datetime-local` values on the hotel's clock. */
export interface NoticeDraft {
  level: NoticeLevel;
  kind: NoticeKind;
  placements: NoticePlacement[];
  ticked: CheckboxLabel[];
  typedLabels: string;
  segmentIds: string;
  iconMessageId: string;
  texts: Record<Locale, { title: string; body: string }>;
  linkUrl: string;
  startsAt: string;
  endsAt: string;
  active: boolean;
  sortOrder: string;
}

/** A new notice's draft, or a stored one's, its times on the hotel's clock. */
export function noticeDraftOf(notice: StaffNotice | undefined, timeZone: string): NoticeDraft {
  const labels = splitLabels(notice?.label_filters ?? []);
  const texts = Object.fromEntries(
    LOCALES.map((locale) => {
      const found = notice?.translations.find((each) => each.locale === locale);
      return [locale, { title: found?.title ?? '', body: found?.body ?? '' }];
    }),
  ) as NoticeDraft['texts'];
  return {
    level: notice?.level ?? 'facility',
    kind: notice?.kind ?? 'banner',
    placements: notice?.placements ?? ['results'],
    ticked: labels.ticked,
    typedLabels: labels.typed,
    segmentIds: (notice?.segment_ids ?? []).join(', '),
    iconMessageId: notice?.icon_message_id ?? '',
    texts,
    linkUrl: notice?.link_url ?? '',
    startsAt: isoToZonedInput(notice?.starts_at ?? null, timeZone),
    endsAt: isoToZonedInput(notice?.ends_at ?? null, timeZone),
    active: notice?.active ?? true,
    sortOrder: String(notice?.sort_order ?? 0),
  };
}

/** What the form says at its fields before anything is sent (the API judges the rest, at its fields). */
export interface NoticeProblems {
  labels?: string[];
  segments?: string[];
  startsAt?: true;
  endsAt?: true;
}

/** A time typed, as the API takes it: null when empty, undefined when not a time. */
const instantOf = (typed: string, timeZone: string) =>
  typed.trim() === '' ? null : (zonedInputToIso(typed, timeZone) ?? undefined);

/**
 * The request a draft makes (the create body; an update sends it without `level`, which stays), its
 * times read on the hotel's clock; or what is wrong at its fields.
 */
export function noticeBody(
  draft: NoticeDraft,
  timeZone: string,
):
  | { body: StaffNoticeCreateBody & Required<Pick<StaffNoticeCreateBody, 'level'>> }
  | { problems: NoticeProblems } {
  const typed = typedLabels(draft.typedLabels, draft.level);
  const segments = typedSegments(draft.segmentIds);
  const startsAt = instantOf(draft.startsAt, timeZone);
  const endsAt = instantOf(draft.endsAt, timeZone);
  const problems: NoticeProblems = {
    ...(typed.refused.length > 0 ? { labels: typed.refused } : {}),
    ...(segments.refused.length > 0 ? { segments: segments.refused } : {}),
    ...(startsAt === undefined ? { startsAt: true } : {}),
    ...(endsAt === undefined ? { endsAt: true } : {}),
  };
  if (Object.keys(problems).length > 0 || startsAt === undefined || endsAt === undefined) return { problems };
  // Only the boxes the level offers count (a brand target ticked before the level changed does not).
  const ticked = checkboxLabels(draft.level).filter((label) => draft.ticked.includes(label));
  const given = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    body: {
      level: draft.level,
      kind: draft.kind,
      placements: draft.placements,
      label_filters: [...new Set([...ticked, ...typed.labels])],
      segment_ids: segments.ids,
      icon_message_id: given(draft.iconMessageId),
      // In the languages' order: the API's words about `translations[i]` are about LOCALES[i].
      translations: LOCALES.map((locale) => ({
        locale,
        title: draft.texts[locale].title.trim(),
        body: draft.texts[locale].body.trim(),
      })),
      link_url: given(draft.linkUrl),
      starts_at: startsAt,
      ends_at: endsAt,
      active: draft.active,
      sort_order: draft.sortOrder.trim() === '' ? 0 : Number(draft.sortOrder),
    },
  };
}
