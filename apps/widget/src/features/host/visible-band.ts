/**
 * Where the guest is looking when the widget is embedded inline. The loader sizes the inline iframe to
 * the widget's height, so `position: fixed` in it means the whole (often 8,000 px tall) frame, not the
 * screen. The loader tells the widget the host's visual viewport over the frame (`viewport` message,
 * packages/contract/src/host-messages.ts); the widget clamps it to its own height — the band of the
 * frame that is on screen — and writes it to the root as custom properties:
 *
 * - `--yadori-band-top`: from the frame's top to the band's top;
 * - `--yadori-band-bottom`: from the band's bottom to the frame's bottom;
 * - `--yadori-band-height`: the band's height.
 *
 * Sheets, dialogs and sticky bars read them (`bottom: var(--yadori-band-bottom, 0px)`): the style
 * engine moves them with no layout read in script. Standalone and in the modal (a frame the size of
 * the screen) no message comes, the properties stay unset and the fallbacks (0, 0, 100vh) are the
 * `position: fixed` of a page of its own.
 */

import type { HostView } from './host-messages.ts';

/** The part of the frame on screen, in frame px. */
export interface Band {
  top: number;
  bottom: number;
  height: number;
}

/**
 * The band of a frame `frameHeight` px tall that `view` shows; null when none of it is on screen.
 * `bottom` is measured up from the frame's bottom edge, as CSS `bottom` is.
 */
export function bandOf(view: HostView, frameHeight: number): Band | null {
  const top = Math.max(0, view.top);
  const end = Math.min(frameHeight, view.top + view.height);
  if (end <= top) return null;
  return { top, bottom: frameHeight - end, height: end - top };
}

export const BAND_PROPERTIES = ['--yadori-band-top', '--yadori-band-bottom', '--yadori-band-height'] as const;

export interface VisibleBand {
  /** The loader's latest view (null until one came: standalone, the modal, or an older loader). */
  view(): HostView | null;
  /** Takes a new view from the loader and writes the band. */
  update(view: HostView): void;
  /** Writes the band again for the frame's current height (the frame grew or shrank). */
  refresh(): void;
}

/**
 * Keeps the loader's view and writes the band to `root`'s custom properties for a frame as tall as
 * `frameHeight()` says. A view that shows none of the frame leaves the last band in place: the guest
 * is not looking at the widget, and its sheet stays where it was until the frame is back on screen.
 */
export function createVisibleBand(root: HTMLElement, frameHeight: () => number): VisibleBand {
  let last: HostView | null = null;
  const write = () => {
    const band = last && bandOf(last, frameHeight());
    if (!band) return;
    const values = [band.top, band.bottom, band.height];
    BAND_PROPERTIES.forEach((name, index) => {
      root.style.setProperty(name, `${values[index]}px`);
    });
  };
  return {
    view: () => last,
    update(view) {
      last = view;
      write();
    },
    refresh: write,
  };
}

let shared: VisibleBand | null = null;

/**
 * The page's band, on `<html>`, for the frame's height (the iframe's viewport). Refreshed when the
 * frame is resized, since the band's `bottom` is measured from the frame's bottom.
 */
export function visibleBand(win: Window = window): VisibleBand {
  if (shared) return shared;
  const root = win.document.documentElement;
  const band = createVisibleBand(root, () => root.clientHeight);
  win.addEventListener('resize', () => band.refresh());
  shared = band;
  return band;
}
