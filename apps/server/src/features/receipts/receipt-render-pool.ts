import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ReceiptHeader } from './receipt-document.ts';
import type { ReceiptPage } from './receipt-model.ts';
import type { RenderAnswer, RenderRequest } from './receipt-render.worker.ts';

/**
 * Receipts are drawn on worker threads (decision 046): a PDF costs ~10 ms of CPU even with the
 * fonts' work cached, which on the main thread would hold every other request back for as long. The
 * threads start on the first receipt, not at boot, keep their fonts for the process's life, and keep
 * the process alive only while they have work.
 */

/** One thread fewer than the machine has (the main thread keeps one), one at least, four at most. */
const DEFAULT_THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));

interface Thread {
  worker: Worker;
  pending: Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>;
}

/**
 * Starts the worker's entry: the compiled one beside the bundle when the server runs built
 * (dist/receipt-render.worker.js, built by build.mjs next to dist/main.js), else the TypeScript file
 * beside this one (tests, `npm run dev`, the bench), loaded through tsx's `tsImport`: Node 20 does not
 * apply a parent's `--import tsx` hooks to a worker's entry.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./receipt-render.worker.js', import.meta.url));
  // `require.resolve` finds tsx's CommonJS entry; its ES module sits beside it.
  const api = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  );
  const entry = new URL('./receipt-render.worker.ts', import.meta.url);
  const load = `import(${JSON.stringify(api.href)}).then(({ tsImport }) => tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(entry.href)}))`;
  return new Worker(load, { eval: true });
}

/** A pool of receipt-drawing threads; `render` answers the PDF's bytes, `close` ends the threads. */
export function createReceiptRenderPool(threads = DEFAULT_THREADS) {
  const pool: (Thread | undefined)[] = Array.from({ length: threads });
  let nextId = 0;

  function start(slot: number): Thread {
    const worker = startWorker();
    const thread: Thread = { worker, pending: new Map() };
    worker.unref();
    worker.on('message', (answer: RenderAnswer) => {
      const job = thread.pending.get(answer.id);
      if (!job) return;
      thread.pending.delete(answer.id);
      if (thread.pending.size === 0) worker.unref();
      if ('error' in answer) job.reject(new Error(`receipt rendering failed: ${answer.error}`));
      else job.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
    });
    // A thread that dies fails its own receipts; the next receipt starts a new one in its place.
    const fail = (error: Error) => {
      if (pool[slot] === thread) pool[slot] = undefined;
      for (const job of thread.pending.values()) job.reject(error);
      thread.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`receipt rendering thread exited (code ${code})`)));
    pool[slot] = thread;
    return thread;
  }

  /**
   * The thread with the fewest receipts in hand; a new one only when every running thread is busy
   * and a slot is free (each new thread loads the fonts again).
   */
  function leastBusy(): Thread {
    let best: Thread | undefined;
    for (const thread of pool)
      if (thread && (!best || thread.pending.size < best.pending.size)) best = thread;
    const free = pool.indexOf(undefined);
    if (free !== -1 && (!best || best.pending.size > 0)) return start(free);
    return best!;
  }

  return {
    /** The receipt as a PDF, drawn on one of the pool's threads. */
    render(header: ReceiptHeader, page: ReceiptPage): Promise<Buffer> {
      const thread = leastBusy();
      const id = nextId++;
      return new Promise<Buffer>((resolve, reject) => {
        if (thread.pending.size === 0) thread.worker.ref();
        thread.pending.set(id, { resolve, reject });
        thread.worker.postMessage({ id, header, page } satisfies RenderRequest);
      });
    },
    /** How many threads are running. */
    running(): number {
      return pool.filter(Boolean).length;
    },
    /** Ends every thread (receipts in hand are refused). */
    async close(): Promise<void> {
      await Promise.all(
        pool
          .splice(0, pool.length, ...Array.from({ length: threads }, () => undefined))
          .map((t) => t?.worker.terminate()),
      );
    },
  };
}

export type ReceiptRenderPool = ReturnType<typeof createReceiptRenderPool>;

let shared: ReceiptRenderPool | undefined;

/** The process's one pool: fonts are loaded once per thread, so apps in one process share it. */
export function sharedReceiptRenderPool(): ReceiptRenderPool {
  shared ??= createReceiptRenderPool();
  return shared;
}
