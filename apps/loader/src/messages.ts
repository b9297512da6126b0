import { MESSAGE_SOURCE, type WidgetToHostMessage } from '@yadori/contract/host-messages';

/**
 * The widget's message, or null unless it came from our own iframe on the widget's origin.
 * Both checks matter: the origin alone would trust another frame of the same origin, the source
 * alone a frame that navigated elsewhere.
 */
export function acceptMessage(
  event: MessageEvent,
  origin: string,
  frame: Window | null | undefined,
): WidgetToHostMessage | null {
  const data = event.data;
  return frame && event.source === frame && event.origin === origin && data && data.source === MESSAGE_SOURCE
    ? data
    : null;
}

/** A usable iframe height in px (the widget rounds it up), or null for anything that is not a sane number. */
export function frameHeight(height: unknown): number | null {
  return typeof height === 'number' && height >= 0 && height < 100_000 ? height : null;
}

/** The address the widget asked to open in a new tab, if it is on the widget's own origin. */
export function standaloneUrl(url: unknown, origin: string): string | null {
  // The slash matters: `https://widget.example.evil.test` also starts with the origin.
  return typeof url === 'string' && url.startsWith(`${origin}/`) ? url : null;
}
