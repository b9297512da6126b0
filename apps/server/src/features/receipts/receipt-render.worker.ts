// The receipt renderer's thread (receipt-render-pool.ts): draws one PDF per message, one after the
// other, with fonts, layouts and subsets kept for the thread's life (receipt-font-cache.ts). Built as
// its own entry point (build.mjs) so production runs it as plain JavaScript.
import { parentPort } from 'node:worker_threads';
import { type ReceiptHeader, renderReceiptPdf } from './receipt-document.ts';
import type { ReceiptPage } from './receipt-model.ts';

export interface RenderRequest {
  id: number;
  header: ReceiptHeader;
  page: ReceiptPage;
}

export type RenderAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

if (!parentPort) throw new Error('receipt-render.worker: start it as a worker thread');
const port = parentPort;
port.on('message', async ({ id, header, page }: RenderRequest) => {
  try {
    const pdf = await renderReceiptPdf(header, page);
    // A copy of its own (a small Buffer may sit in Node's shared pool), moved to the main thread.
    const bytes = new Uint8Array(pdf);
    port.postMessage({ id, pdf: bytes } satisfies RenderAnswer, [bytes.buffer]);
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
