import { deflateSync } from 'node:zlib';
import type * as fontkit from 'fontkit';
import { TtlLruCache } from '../../lib/ttl-lru-cache.ts';
import { pruneSubroutines } from './cff-subrs.ts';

/**
 * Work pdfkit repeats for every receipt, kept between documents (decision 046). pdfkit lays out each
 * word with fontkit (shaping through GSUB/GPOS) and, at the end of every document, asks fontkit to
 * encode a subset of each font used; its own caches die with the document. For a Noto Sans CJK font
 * the subset is the costly part (~15–30 ms): fontkit keeps every local and global subroutine slot of
 * the font (9,800 to 22,000 in the ideograph dictionary), so even a receipt of fifty glyphs encodes an
 * index that large. The subset kept is that encoding with only the subroutines its glyphs call
 * (cff-subrs.ts), under a third of its size, which every receipt then writes. Both results are pure
 * functions of their inputs (the text; the glyph ids in the subset's order), so they are kept per
 * font, least recently used first out.
 */

/** Words laid out per font: the receipt's own labels, amounts and names (a few hundred at most). */
const LAYOUT_ENTRIES = 4_000;
/** Encoded subsets per font: ~15 KB each once pruned, so at most ~1 MB per font. */
const SUBSET_ENTRIES = 64;

/** A map that forgets its least recently used entry past its size (the app's LRU, without expiry). */
const lru = <V>(max: number) => new TtlLruCache<string, V>({ max, ttlMs: Number.POSITIVE_INFINITY });

/** What one font keeps; exposed for tests. */
export interface FontWorkCache {
  layouts: TtlLruCache<string, fontkit.GlyphRun>;
  subsets: TtlLruCache<string, Uint8Array>;
  /** Subsets encoded (cache misses), counted so a test can tell a hit from a miss. */
  subsetsEncoded: number;
}

const caches = new WeakMap<fontkit.Font, FontWorkCache>();

/** The cache of a font wrapped by `shareFontWork`, if any. */
export function fontWorkCache(font: fontkit.Font): FontWorkCache | undefined {
  return caches.get(font);
}

/** Empties every wrapped font's caches (tests compare a cold render with a warm one). */
export function clearFontWorkCaches(fonts: Iterable<fontkit.Font>): void {
  for (const font of fonts) {
    const cache = caches.get(font);
    cache?.layouts.clear();
    cache?.subsets.clear();
  }
}

/**
 * A copy of a run that pdfkit may change: pdfkit scales each position in place (`layoutRun`), so the
 * positions are copied; glyphs are fontkit's shared, read-only objects. The copy keeps GlyphRun's
 * prototype, whose getters (advanceWidth, bbox) read the copied fields.
 */
function copyRun(run: fontkit.GlyphRun): fontkit.GlyphRun {
  const copy = Object.create(Object.getPrototypeOf(run)) as fontkit.GlyphRun;
  Object.assign(copy, run);
  copy.glyphs = [...run.glyphs];
  copy.positions = run.positions.map((position) => ({ ...position }));
  return copy;
}

/**
 * Makes `font` (one process-wide fontkit font) keep its word layouts and encoded subsets between
 * documents. Only calls pdfkit makes without options are kept (a layout with features, script or
 * direction goes straight to fontkit).
 */
export function shareFontWork(font: fontkit.Font): fontkit.Font {
  if (caches.has(font)) return font;
  const cache: FontWorkCache = {
    layouts: lru(LAYOUT_ENTRIES),
    subsets: lru(SUBSET_ENTRIES),
    subsetsEncoded: 0,
  };
  caches.set(font, cache);

  const layout = font.layout.bind(font);
  font.layout = (text, ...options) => {
    if (options.some((option) => option !== undefined)) return layout(text, ...options);
    let run = cache.layouts.get(text);
    if (!run) {
      run = copyRun(layout(text));
      cache.layouts.set(text, run);
    }
    return copyRun(run);
  };

  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset();
    // fontkit's subsets number glyphs in the order they were included: the same ids in the same
    // order give the same bytes, and pdfkit includes them in the order the text draws them.
    const { glyphs } = subset as unknown as { glyphs: number[] };
    const encode = subset.encode.bind(subset);
    subset.encode = () => {
      const key = glyphs.join(',');
      let bytes = cache.subsets.get(key);
      if (!bytes) {
        bytes = keepCalledSubroutines(encode());
        cache.subsetsEncoded += 1;
        cache.subsets.set(key, bytes);
        sharedSubsets.add(bytes);
      }
      return bytes;
    };
    return subset;
  };
  return font;
}

/**
 * fontkit's subset with only the subroutines its glyphs call. Should the pruner refuse the font (or
 * fail), fontkit's own encoding is kept: it is valid, only larger.
 */
function keepCalledSubroutines(cff: Uint8Array): Uint8Array {
  try {
    return pruneSubroutines(cff);
  } catch {
    return cff;
  }
}

/** Subsets handed out from a cache: the same bytes (the same array) every time. */
const sharedSubsets = new WeakSet<Uint8Array>();
/** Each shared subset deflated, as a PDF stream carries it; it lives as long as its subset is cached. */
const deflatedSubsets = new WeakMap<Uint8Array, Uint8Array>();
/** Deflations done (cache misses), counted so a test can tell a hit from a miss. */
export const subsetDeflations = { count: 0 };

/** What pdfkit's stream objects (`doc.ref()`) have besides their typed surface. */
interface StreamReference {
  data: Record<string, unknown>;
  compress: boolean;
  end(chunk?: unknown): void;
}

/**
 * Makes `doc` write a shared font subset (see shareFontWork) as the stream it deflated before, instead
 * of deflating the same bytes again: pdfkit deflates every stream as the document ends, and for a
 * Noto Sans CJK subset (~50 KB before its subroutines were pruned) that was 1.8 of a Japanese
 * receipt's 6 ms. The stream is the same: FlateDecode of the same bytes.
 */
export function reuseDeflatedSubsets(doc: PDFKit.PDFDocument): void {
  const ref = doc.ref.bind(doc);
  doc.ref = (data: object) => {
    const reference = ref(data) as unknown as StreamReference;
    const end = reference.end.bind(reference);
    reference.end = (chunk?: unknown) => {
      if (!(chunk instanceof Uint8Array) || !reference.compress || !sharedSubsets.has(chunk))
        return end(chunk);
      let deflated = deflatedSubsets.get(chunk);
      if (!deflated) {
        deflated = new Uint8Array(deflateSync(chunk));
        subsetDeflations.count += 1;
        deflatedSubsets.set(chunk, deflated);
      }
      reference.compress = false;
      reference.data.Filter = 'FlateDecode';
      return end(deflated);
    };
    return reference as unknown as PDFKit.PDFKitReference;
  };
}
