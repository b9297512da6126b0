import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

// The loader on its own, in a real browser, with two made-up origins routed by Playwright: a hotel's
// page and a widget host. The widget is a stub that speaks the host-message protocol, so these tests
// need neither the server nor the React widget, and the origins really differ.

export const HOST = 'http://hotel.test';
export const WIDGET = 'http://widget.test';
export const OTHER = 'http://evil.test';

const EMBED_JS = join(import.meta.dirname, '..', 'apps', 'loader', 'dist', 'embed.js');

/** A page of the widget's origin that says ready and records what the host sends (the latest viewport apart). */
const STUB_WIDGET = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Stub widget</title></head>
<body><main><h1>Stub widget</h1><p id="received">none</p><p id="viewport">none</p></main>
<script>
  const received = [];
  addEventListener('message', (event) => {
    if (event.origin !== '${HOST}' || !event.data || event.data.source !== 'yadori') return;
    const { type, top, height } = event.data;
    // The viewport comes with every scroll: the latest one only, apart from the other messages.
    if (type === 'viewport') return void (document.getElementById('viewport').textContent = top + ' ' + height);
    received.push(type);
    document.getElementById('received').textContent = received.join(',');
  });
  parent.postMessage({ source: 'yadori', type: 'ready' }, '*');
</script></body></html>`;

/** A frame on another origin that tries to talk to the loader. */
const IMPOSTOR = `<!doctype html><html lang="en"><head><title>Impostor</title></head><body>
<script>parent.postMessage({ source: 'yadori', type: 'resize', height: 77 }, '*');</script></body></html>`;

/** The hotel page: `body` goes inside <main>. */
export function hostPage(body: string, lang = 'en'): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Hotel</title></head>
<body><main><h1>Hotel</h1>${body}</main></body></html>`;
}

/** A loader tag for the widget origin. */
export function embedTag(attributes: string): string {
  return `<script src="${WIDGET}/embed.js" ${attributes} async></script>`;
}

/** Routes the made-up origins and opens the hotel page at `${HOST}/stay/`. */
export async function openHostPage(page: Page, html: string): Promise<void> {
  if (!existsSync(EMBED_JS)) throw new Error(`${EMBED_JS} is missing: run npm run build first`);
  const embed = readFileSync(EMBED_JS, 'utf8');
  // Routed on the context so a new tab (standalone mode) reaches the stub too.
  const context = page.context();
  await context.route(`${HOST}/**`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await context.route(`${OTHER}/**`, (route) => route.fulfill({ contentType: 'text/html', body: IMPOSTOR }));
  await context.route(`${WIDGET}/**`, (route) =>
    new URL(route.request().url()).pathname === '/embed.js'
      ? route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: embed })
      : route.fulfill({ contentType: 'text/html; charset=utf-8', body: STUB_WIDGET }),
  );
  await page.goto(`${HOST}/stay/`);
}

/** Posts a protocol message from inside the widget iframe, as the real widget would. */
export async function postFromWidget(page: Page, message: Record<string, unknown>): Promise<void> {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(WIDGET));
  if (!frame) throw new Error('the widget iframe has not loaded');
  await frame.evaluate((data) => parent.postMessage({ source: 'yadori', ...data }, '*'), message);
}
