import type { PlanResult, RoomResult } from '@yadori/contract/search.schema';
import { useCallback, useEffect, useRef } from 'react';
import { useWidget } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import { type AnalyticsChannel, analyticsChannel } from './analytics-channel.ts';
import type { BuildEvents } from './analytics-delivery.ts';
import type { AttributionQuery } from './attribution.ts';

/**
 * Sends events down this page's channel (decision 061). `once`: a key claimed for the tab first
 * (`purchase:{number}`), so a reload sends nothing again.
 */
export type Track = (build: BuildEvents, options?: { once?: string }) => void;

// The builders, the delivery and the standalone page's tags load only on a page with a channel: a
// hotel that configured nothing pays no bytes for them (the results page has a budget, decision 047).
const loadDelivery = () => import('./analytics-delivery.ts');

/** Query keys attribution reads, in a host page's address (`parentUrl`). */
const ATTRIBUTION_KEY = /[?&](utm_source|utm_medium|utm_campaign|metasearch_source|segment_ids)=/;

/** Whether this page's address says anything attribution keeps (else there is nothing to load). */
function namesAttribution(query: AttributionQuery): boolean {
  return (
    !!(query.utmSource || query.utmMedium || query.utmCampaign || query.metasearchSource) ||
    query.segmentIds.length > 0 ||
    ATTRIBUTION_KEY.test(query.parentUrl ?? '')
  );
}

/**
 * The screens' way to the analytics event layer. The function is the same on every render (it reads
 * the settings and language when called), so effects may call it without running again. On a page
 * with a channel the sending half loads with the first screen that uses it, and the standalone page's
 * Google tags start then, event or not. The page's attribution is kept for the visit then too (the
 * booking funnel's screens use this: results, guest detail, payment, confirmation, cancellation),
 * whatever the hotel configured.
 */
export function useAnalytics(): Track {
  const settings = useWidget((state) => state.settings);
  const startQuery = useWidget((state) => state.startQuery);
  const { locale } = useI18n();
  const latest = useRef({ settings, locale });
  latest.current = { settings, locale };

  useEffect(() => {
    if (namesAttribution(startQuery))
      void import('./attribution.ts').then((attribution) => attribution.keepAttribution(startQuery));
  }, [startQuery]);

  useEffect(() => {
    const channel = settings && analyticsChannel(settings);
    if (channel) void loadDelivery().then((delivery) => delivery.startChannel(channel));
  }, [settings]);

  return useCallback<Track>((build, options) => {
    const { settings: current, locale: language } = latest.current;
    const channel: AnalyticsChannel | null = current && analyticsChannel(current);
    if (!current || !channel) return;
    const ctx = { hotelCode: current.hotel_code, currency: current.currency, locale: language };
    // One module promise: events keep the order they were tracked in.
    void loadDelivery().then((delivery) => delivery.sendEvents(channel, build, ctx, options?.once));
  }, []);
}

/** What the results page lists: rooms with their plans, or plans with their rooms. */
export type ShownList = { rooms: readonly RoomResult[] } | { plans: readonly PlanResult[] };

/**
 * `view_item_list` once per answer shown (`answer`: the results' data, null while none is shown) and
 * view (rooms or plans); sorting again shows the same list and sends nothing.
 */
export function useListViewed(track: Track, answer: object | null, view: string, shown: ShownList): void {
  const latest = useRef(shown);
  latest.current = shown;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `view` is the trigger; the list is read when it fires.
  useEffect(() => {
    const list = latest.current;
    const count = 'rooms' in list ? list.rooms.length : list.plans.length;
    if (answer && count > 0) track((events, ctx) => events.viewItemList(ctx, events.listedLines(list)));
  }, [track, answer, view]);
}
