import type { AnalyticsEvent } from '@yadori/contract/analytics.constants';
import { type KeyValueStorage, sessionStore } from '../../lib/safe-storage.ts';
import { postToHost } from '../host/host-messages.ts';
import type { AnalyticsChannel } from './analytics-channel.ts';
import * as builders from './analytics-events.ts';
import { pushStandalone, startStandaloneTags } from './standalone-tags.ts';

/**
 * The analytics event layer's sending half (decision 061), loaded only on a page with a channel:
 * builds the events, claims once-only keys, and hands them to the host page or the standalone page.
 */

/** Sends `events` down `channel`, in order. */
export function deliver(channel: AnalyticsChannel, events: readonly AnalyticsEvent[], win: Window = window) {
  if (channel.kind === 'host') {
    for (const event of events)
      postToHost({ type: 'analytics', event, data_layers: channel.dataLayers }, win);
  } else pushStandalone(channel.tags, events, win);
}

const SENT_KEY = 'yadori_analytics_sent';
/** Enough for any tab's bookings; the oldest are forgotten first. */
const SENT_MAX = 50;

/**
 * True the first time `key` (e.g. `purchase:R123`) is claimed in this tab, false after: a purchase
 * counts once per reservation even when its confirmation page reloads (sessionStorage outlives it).
 * Storage blocked: every page view claims anew.
 */
export function claimOnce(key: string, storage: KeyValueStorage = sessionStore): boolean {
  let sent: string[] = [];
  try {
    const parsed: unknown = JSON.parse(storage.get(SENT_KEY) ?? '[]');
    if (Array.isArray(parsed)) sent = parsed.filter((k): k is string => typeof k === 'string');
  } catch {
    // A damaged entry starts the list again.
  }
  if (sent.includes(key)) return false;
  storage.set(SENT_KEY, JSON.stringify([...sent, key].slice(-SENT_MAX)));
  return true;
}

/** The event builders (analytics-events.ts), handed to a screen's build function. */
export type AnalyticsBuilders = typeof builders;

/**
 * What a screen sends: built from the builders and the page's context, once the sending half is here.
 * Only codes, names and amounts go in (analytics-events.ts takes nothing of the guest).
 */
export type BuildEvents = (
  events: AnalyticsBuilders,
  ctx: builders.AnalyticsContext,
) => AnalyticsEvent | readonly AnalyticsEvent[];

/** Builds and sends; with `once`, only if the key was not claimed in this tab before. */
export function sendEvents(
  channel: AnalyticsChannel,
  build: BuildEvents,
  ctx: builders.AnalyticsContext,
  once?: string,
): void {
  if (once && !claimOnce(once)) return;
  const built = build(builders, ctx);
  deliver(channel, Array.isArray(built) ? built : [built as AnalyticsEvent]);
}

/** A standalone page's tags load as soon as the page has a channel, whether or not an event follows. */
export function startChannel(channel: AnalyticsChannel): void {
  if (channel.kind === 'standalone') startStandaloneTags(channel.tags);
}
