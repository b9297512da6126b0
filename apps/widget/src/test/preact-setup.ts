import { options } from 'preact';

// Preact runs effects after the next frame: jsdom's requestAnimationFrame, raced by a 100 ms Node
// timer whose callback calls cancelAnimationFrame. When a test file ends with an effect still pending,
// Vitest tears jsdom down (its frames are cancelled, its globals removed) and that Node timer then
// throws "cancelAnimationFrame is not defined" into the run, failing it (three times in one CI run).
// Effects here wait for jsdom's frame alone, as in a browser tab: after the teardown it never comes,
// and nothing runs against a window that is gone. (Testing Library's act() still flushes them itself.)
options.requestAnimationFrame = (callback) => {
  globalThis.requestAnimationFrame?.(callback);
};
