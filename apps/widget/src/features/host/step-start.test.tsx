import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askForStep, forgetStep, startStep, takeStep, useStepStart } from './step-start.ts';

/** A window inside an iframe: its parent records what it is told; scrollTo is recorded too. */
function framedWindow() {
  const parent = { postMessage: vi.fn() };
  const win = { parent, top: parent, scrollTo: vi.fn() } as unknown as Window & { self: Window };
  (win as { self: Window }).self = win;
  return { win, parent };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  // Leave no ask behind for the next test.
  for (const step of ['results', 'guest-details', 'payment', 'confirmation'] as const) takeStep(step);
});

describe('askForStep / takeStep', () => {
  it('gives the asked step once, and no other', () => {
    askForStep('guest-details');
    expect(takeStep('results')).toBe(false);
    expect(takeStep('guest-details')).toBe(true);
    expect(takeStep('guest-details')).toBe(false);
  });

  it('forgets the ask when the guest goes Back or Forward instead', () => {
    askForStep('guest-details');
    forgetStep();
    expect(takeStep('guest-details')).toBe(false);
  });
});

describe('startStep', () => {
  it('to the top: the host scrolls to the frame, the widget’s own page to its top, focus without a scroll', () => {
    const { win, parent } = framedWindow();
    const heading = document.createElement('h1');
    heading.tabIndex = -1;
    document.body.append(heading);
    const focus = vi.spyOn(heading, 'focus');
    startStep(heading, { toTop: true }, win);
    expect(parent.postMessage).toHaveBeenCalledWith({ source: 'yadori', type: 'scroll-to' }, '*');
    expect(win.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(document.activeElement).toBe(heading);
    heading.remove();
  });

  it('in place: only the focus moves, and the browser brings the element on screen', () => {
    const { win, parent } = framedWindow();
    const status = document.createElement('h2');
    status.tabIndex = -1;
    document.body.append(status);
    const focus = vi.spyOn(status, 'focus');
    startStep(status, { toTop: false }, win);
    expect(parent.postMessage).not.toHaveBeenCalled();
    expect(win.scrollTo).not.toHaveBeenCalled();
    expect(focus).toHaveBeenCalledWith({ preventScroll: false });
    status.remove();
  });
});

function Screen({ ready }: { ready: boolean }) {
  useStepStart('confirmation', ready);
  return (
    <main>
      <h1 tabIndex={-1}>Booked</h1>
    </main>
  );
}

describe('useStepStart', () => {
  it('starts the step the guest asked for once its screen is ready, with focus on the main h1', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    askForStep('confirmation');
    const { rerender } = render(<Screen ready={false} />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(document.activeElement).not.toBe(heading);
    rerender(<Screen ready />);
    expect(document.activeElement).toBe(heading);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('starts nothing on a page load: no scroll, focus left alone', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<Screen ready />);
    expect(document.activeElement).toBe(document.body);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('starts a step asked for while its screen is already shown and ready', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<Screen ready />);
    expect(document.activeElement).toBe(document.body);
    act(() => askForStep('confirmation'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });
});
