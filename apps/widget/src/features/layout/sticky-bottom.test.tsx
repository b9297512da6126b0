import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { CONTINUE_ID, SkipToSelection } from './skip-link.tsx';
import { STICKY_BOTTOM_PROPERTY, useStickyBottom } from './sticky-bottom.ts';

function Bar({ shown }: { shown: boolean }) {
  const ref = useRef<HTMLElement>(null);
  useStickyBottom(ref, shown);
  return shown ? <section ref={ref}>1 room selected</section> : null;
}

beforeEach(() => {
  i18n.use('en', en);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useStickyBottom', () => {
  it('puts the bar’s height on the root while it is shown, and takes it away after', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 390, 69.5));
    const root = document.documentElement;
    const { rerender } = render(<Bar shown={false} />);
    expect(root.style.getPropertyValue(STICKY_BOTTOM_PROPERTY)).toBe('');
    rerender(<Bar shown />);
    expect(root.style.getPropertyValue(STICKY_BOTTOM_PROPERTY)).toBe('70px');
    rerender(<Bar shown={false} />);
    expect(root.style.getPropertyValue(STICKY_BOTTOM_PROPERTY)).toBe('');
  });
});

describe('SkipToSelection', () => {
  it('takes the keyboard from the room list to the selection’s Continue', () => {
    render(
      <>
        <SkipToSelection />
        <a id={CONTINUE_ID} href="/reservation/guest-detail">
          Continue to guest details
        </a>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: en['results.skipToSelection'] }));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Continue to guest details' }));
  });
});
