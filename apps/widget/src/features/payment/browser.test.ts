import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser, CHALLENGE_FRAME_HEIGHT, leaveForChallenge } from './browser.ts';

afterEach(() => vi.restoreAllMocks());

/** A window inside a hotel's page: its parent is another window. */
function framedWindow() {
  const parent = { postMessage: vi.fn() };
  const win = { parent, top: parent } as unknown as Window;
  (win as { self: Window }).self = win;
  return { win, parent };
}

describe('leaveForChallenge', () => {
  it('asks the loader to fit the frame to a challenge window, then goes to the challenge', () => {
    const { win, parent } = framedWindow();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    leaveForChallenge('http://api.test/sandbox-pay/challenge/sp_1?locale=ja', win);
    expect(parent.postMessage).toHaveBeenCalledWith(
      { source: 'yadori', type: 'resize', height: CHALLENGE_FRAME_HEIGHT },
      '*',
    );
    expect(assign).toHaveBeenCalledWith('http://api.test/sandbox-pay/challenge/sp_1?locale=ja');
    expect(parent.postMessage.mock.invocationCallOrder[0]!).toBeLessThan(assign.mock.invocationCallOrder[0]!);
  });
});
