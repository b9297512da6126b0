import { createHash } from 'node:crypto';
import { TtlLruCache } from '../../lib/ttl-lru-cache.ts';
import type { ReceiptHeader } from './receipt-document.ts';
import type { ReceiptPage } from './receipt-model.ts';

/** Draws one receipt as a PDF. */
export type RenderReceipt = (header: ReceiptHeader, page: ReceiptPage) => Promise<Buffer>;

/** Receipts kept per process: ~8–20 KB each, so a few megabytes at most. */
const KEPT_RECEIPTS = 256;

/**
 * `render` drawing each distinct receipt once (decision 052). A receipt's PDF is a pure function of
 * what it says — its header (hotel, number, addressee, issue date, payment, the day it is dated) and
 * its page (amounts, nights, rooms) — so a receipt asked for again with the same content (the guest's
 * second download, the front desk printing it, a retry) is the same bytes, kept by a hash of that
 * content. Any change of what it says (a payment, a refund, another addressee, the next day) is another
 * hash and is drawn afresh. Two requests for the same content at once share one drawing; a failed
 * drawing is not kept.
 */
export function keepDrawnReceipts(render: RenderReceipt, max = KEPT_RECEIPTS): RenderReceipt {
  const kept = new TtlLruCache<string, Promise<Buffer>>({ max, ttlMs: Number.POSITIVE_INFINITY });
  return (header, page) => {
    const key = createHash('sha256')
      .update(JSON.stringify([header, page]))
      .digest('base64');
    let pdf = kept.get(key);
    if (!pdf) {
      pdf = render(header, page);
      kept.set(key, pdf);
      pdf.catch(() => kept.delete(key));
    }
    return pdf;
  };
}
