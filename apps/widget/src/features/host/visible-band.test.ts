// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { listenToHost, readHostView } from './host-messages.ts';
import { bandOf, createVisibleBand } from './visible-band.ts';

describe('readHostView', () => {
  it('takes finite numbers with a height', () => {
    expect(readHostView({ top: -300.5, height: 844 })).toEqual({ top: -300.5, height: 844 });
  });

  it('refuses anything else', () => {
    for (const bad of [
      {},
      { top: '0', height: 844 },
      { top: 0, height: null },
      { top: Number.NaN, height: 844 },
      { top: 0, height: Number.POSITIVE_INFINITY },
      { top: 0, height: 0 },
    ]) {
      expect(readHostView(bad)).toBeNull();
    }
  });
});

describe('bandOf', () => {
  it('is the whole viewport when the frame covers it', () => {
    expect(bandOf({ top: 2000, height: 844 }, 8000)).toEqual({ top: 2000, bottom: 5156, height: 844 });
  });

  it('starts at the frame’s top when the frame starts lower on the screen', () => {
    expect(bandOf({ top: -300, height: 844 }, 8000)).toEqual({ top: 0, bottom: 7456, height: 544 });
  });

  it('ends at the frame’s bottom when the frame ends on the screen', () => {
    expect(bandOf({ top: 7500, height: 844 }, 8000)).toEqual({ top: 7500, bottom: 0, height: 500 });
  });

  it('is the whole frame when the frame is shorter than the screen, as in the modal', () => {
    expect(bandOf({ top: -80, height: 844 }, 700)).toEqual({ top: 0, bottom: 0, height: 700 });
  });

  it('is none when the frame is off screen', () => {
    expect(bandOf({ top: 8000, height: 844 }, 8000)).toBeNull();
    expect(bandOf({ top: -844, height: 844 }, 8000)).toBeNull();
  });
});

describe('createVisibleBand', () => {
  const read = (root: HTMLElement) =>
    ['--yadori-band-top', '--yadori-band-bottom', '--yadori-band-height'].map((name) =>
      root.style.getPropertyValue(name),
    );

  it('writes nothing until the loader says where the guest is looking', () => {
    const root = document.createElement('div');
    createVisibleBand(root, () => 8000);
    expect(read(root)).toEqual(['', '', '']);
  });

  it('writes the band as custom properties, and again for a new frame height', () => {
    const root = document.createElement('div');
    let height = 8000;
    const band = createVisibleBand(root, () => height);
    band.update({ top: 1000, height: 844 });
    expect(read(root)).toEqual(['1000px', '6156px', '844px']);
    // The widget grew below: the band's distance to the frame's bottom grows with it.
    height = 9000;
    band.refresh();
    expect(read(root)).toEqual(['1000px', '7156px', '844px']);
  });

  it('keeps the last band while the frame is off screen', () => {
    const root = document.createElement('div');
    const band = createVisibleBand(root, () => 8000);
    band.update({ top: 7500, height: 844 });
    band.update({ top: 9000, height: 844 });
    expect(read(root)).toEqual(['7500px', '0px', '500px']);
    expect(band.view()).toEqual({ top: 9000, height: 844 });
  });
});

describe('the viewport message', () => {
  it('reaches the handler from the parent only, with sane numbers only', () => {
    const parent = {};
    const listeners: ((event: MessageEvent) => void)[] = [];
    const win = {
      parent,
      addEventListener: (_: string, fn: (event: MessageEvent) => void) => listeners.push(fn),
      removeEventListener: vi.fn(),
    } as unknown as Window;
    const viewport = vi.fn();
    listenToHost({ logout: vi.fn(), refreshLogin: vi.fn(), viewport }, win);
    const send = (data: unknown, source: unknown) => {
      for (const fn of listeners) fn({ data, source } as MessageEvent);
    };
    send({ source: 'yadori', type: 'viewport', top: 10, height: 844 }, {});
    send({ source: 'yadori', type: 'viewport', top: 'x', height: 844 }, parent);
    send({ source: 'yadori', type: 'viewport', top: 10, height: 844 }, parent);
    expect(viewport).toHaveBeenCalledOnce();
    expect(viewport).toHaveBeenCalledWith({ top: 10, height: 844 });
  });
});
