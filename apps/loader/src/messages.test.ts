// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { acceptMessage, frameHeight, standaloneUrl } from './messages.ts';

const ORIGIN = 'https://book.example';

function frameWindow(): Window {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  return frame.contentWindow!;
}

function event(init: MessageEventInit): MessageEvent {
  return new MessageEvent('message', init);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('acceptMessage', () => {
  const data = { source: 'yadori', type: 'resize', height: 640 };

  it('accepts our iframe on the widget origin', () => {
    const source = frameWindow();
    expect(acceptMessage(event({ data, origin: ORIGIN, source }), ORIGIN, source)).toEqual(data);
  });

  it('ignores another origin, even from our iframe', () => {
    const source = frameWindow();
    expect(acceptMessage(event({ data, origin: 'https://evil.example', source }), ORIGIN, source)).toBeNull();
  });

  it('ignores another frame, even on the widget origin', () => {
    const ours = frameWindow();
    const other = frameWindow();
    expect(acceptMessage(event({ data, origin: ORIGIN, source: other }), ORIGIN, ours)).toBeNull();
  });

  it('ignores anything before our iframe exists', () => {
    expect(acceptMessage(event({ data, origin: ORIGIN, source: window }), ORIGIN, null)).toBeNull();
  });

  it('ignores messages of other protocols', () => {
    const source = frameWindow();
    for (const other of [null, 'resize', { type: 'resize' }, { source: 'other', type: 'close' }]) {
      expect(acceptMessage(event({ data: other, origin: ORIGIN, source }), ORIGIN, source)).toBeNull();
    }
  });
});

describe('frameHeight', () => {
  it('takes a sane height as it is', () => {
    expect(frameHeight(640.2)).toBe(640.2);
    expect(frameHeight(0)).toBe(0);
  });

  it('refuses anything else', () => {
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY, 1e6, '640', null, undefined]) {
      expect(frameHeight(bad)).toBeNull();
    }
  });
});

describe('standaloneUrl', () => {
  it('accepts an address on the widget origin', () => {
    expect(standaloneUrl(`${ORIGIN}/?code=yamabuki-ryokan`, ORIGIN)).toBe(`${ORIGIN}/?code=yamabuki-ryokan`);
  });

  it('refuses other origins, look-alike hosts and non-strings', () => {
    for (const bad of [
      'https://evil.example/',
      `${ORIGIN}.evil.example/`,
      'javascript:alert(1)',
      '/relative',
      42,
    ]) {
      expect(standaloneUrl(bad, ORIGIN)).toBeNull();
    }
  });
});
