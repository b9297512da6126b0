import { SEGMENT_ID_PATTERN } from '@yadori/contract/analytics.constants';
import { NOTICE_LABEL_PATTERN, type NoticeLevel } from '@yadori/contract/notices.constants';

/** The label filters a notice may carry: the contract's pattern, by value from its constants module. */
export const LABEL_PATTERN = NOTICE_LABEL_PATTERN;

/** The audience labels without an id, each a checkbox of the form. */
export const AUDIENCE_LABELS = [
  'all_users',
  'membership_rank_all',
  'membership_organization_all',
  'place_after_sign_in',
] as const;
/** A brand notice's target of every hotel of the brand, a checkbox of the brand level only. */
export const ALL_FACILITIES_LABEL = 'target_all_facilities';

export type CheckboxLabel = (typeof AUDIENCE_LABELS)[number] | typeof ALL_FACILITIES_LABEL;

/** The labels the form offers as checkboxes at `level`, in the order it shows them. */
export const checkboxLabels = (level: NoticeLevel): readonly CheckboxLabel[] =>
  level === 'brand' ? [...AUDIENCE_LABELS, ALL_FACILITIES_LABEL] : AUDIENCE_LABELS;

/** Facility targets choose hotels: they mean something on a brand notice only. */
const isTarget = (label: string) => label.startsWith('target_');

/** The items of a list typed with commas, spaces or one a line, each once, in the order typed. */
export const listItems = (typed: string) => [...new Set(typed.split(/[\s,]+/).filter(Boolean))];

/**
 * The labels typed beside the checkboxes: those a notice at `level` takes, and those it does not
 * (not a label at all, or a hotel target on a hotel's own notice).
 * @example typedLabels('membership_rank_2, vip', 'facility') // { labels: ['membership_rank_2'], refused: ['vip'] }
 */
export function typedLabels(typed: string, level: NoticeLevel): { labels: string[]; refused: string[] } {
  const items = listItems(typed);
  const fits = (label: string) => LABEL_PATTERN.test(label) && (level === 'brand' || !isTarget(label));
  return { labels: items.filter(fits), refused: items.filter((label) => !fits(label)) };
}

/** The segment ids typed (commas between), and those that are not segment ids. */
export function typedSegments(typed: string): { ids: string[]; refused: string[] } {
  const items = listItems(typed);
  return {
    ids: items.filter((id) => SEGMENT_ID_PATTERN.test(id)),
    refused: items.filter((id) => !SEGMENT_ID_PATTERN.test(id)),
  };
}

/** A stored notice's labels as the form shows them: the checkboxes ticked, and the rest as a typed list. */
export function splitLabels(labels: readonly string[]): { ticked: CheckboxLabel[]; typed: string } {
  const boxes: readonly string[] = checkboxLabels('brand');
  return {
    ticked: labels.filter((label): label is CheckboxLabel => boxes.includes(label)),
    typed: labels.filter((label) => !boxes.includes(label)).join(', '),
  };
}
