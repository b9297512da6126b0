import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { CONTINUE_ID, SkipLink } from './skip-link.tsx';
import { STICKY_BOTTOM_PROPERTY, trackStickyBottom } from './sticky-bottom.ts';

/** jsdom has no ResizeObserver: this one reports when the test says the bar changed size. */
const observed: (() => void)[] = [];
class FakeResizeObserver {
  constructor(private readonly report: () => void) {}
  observe() {
    observed.push(this.report);
    this.report();
  }
  disconnect() {
    observed.splice(observed.indexOf(this.report), 1);
  }
}

function Bar({ shown }: { shown: boolean }) {
  return shown ? <section ref={trackStickyBottom}>1 room selected</section> : null;
}

beforeEach(() => {
  i18n.use('en', en);
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('trackStickyBottom', () => {
  it('puts the bar’s height on the root while it is shown, follows it, and takes it away after', () => {
    const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(70);
    const root = document.documentElement;
    const { rerender } = render(<Bar shown={false} />);
    expect(root.style.getPropertyValue(STICKY_BOTTOM_PROPERTY)).toBe('');
    rerender(<Bar shown />);
    expect(root.style.getPropertyValue(STICKY_BOTTOM_PROPERTY)).toBe('70px');
    // The bar wraps onto a second line.
    height.mockReturnValue(118);
    for (const report of observed) report();
    expect(root.style.getPropertyValue(STICKY_BOTTOM_PROPERTY)).toBe('118px');
    rerender(<Bar shown={false} />);
    expect(root.style.getPropertyValue(STICKY_BOTTOM_PROPERTY)).toBe('');
    expect(observed).toHaveLength(0);
  });
});

describe('SkipLink to the selection', () => {
  it('takes the keyboard from the room list to the selection’s Continue', () => {
    render(
      <>
        <SkipLink to={CONTINUE_ID} />
        <a id={CONTINUE_ID} href="/reservation/guest-detail">
          Continue to guest details
        </a>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: en['results.skipToSelection'] }));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Continue to guest details' }));
  });
});
