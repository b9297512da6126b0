import { postToHost } from '../host/host-messages.ts';

/** Leaving the widget's page for another address (the 3-D Secure challenge); replaced in tests. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/**
 * The height the inline frame takes for a card issuer's 3-D Secure page: EMV 3-D Secure challenge
 * windows are at most 600 px tall. The frame was as tall as the payment form; a gateway page that
 * does not report its own height would otherwise sit at the top of a long empty frame.
 */
export const CHALLENGE_FRAME_HEIGHT = 600;

/** Tells the host page's loader to fit the frame to a challenge window (nothing when not embedded). */
export function fitFrameToChallenge(win: Window = window): void {
  postToHost({ type: 'resize', height: CHALLENGE_FRAME_HEIGHT }, win);
}

/** Goes to the 3-D Secure challenge in the widget's own frame, sized for it first. */
export function leaveForChallenge(url: string, win: Window = window): void {
  fitFrameToChallenge(win);
  browser.assign(url);
}
