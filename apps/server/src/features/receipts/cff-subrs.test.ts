import type { Locale } from '@yadori/contract/locales';
import * as fontkit from 'fontkit';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it, vi } from 'vitest';
import { type CffFont, CffPruneError, pruneSubroutines, readCff, subrBias } from './cff-subrs.ts';
import { renderReceiptPdf } from './receipt-document.ts';
import { type FontName, loadFont } from './receipt-fonts.ts';
import { RECEIPT_TITLES, receiptHeader, stayPage } from './receipt-test-fixtures.ts';

// ---------------------------------------------------------------------------------------------
// A second, plain reading of Type 2 charstrings (written apart from the pruner's), used as the
// measure of equivalence: a glyph's operators and operands with every subroutine call inlined.

type Token = number | string;

function readNumber(bytes: Uint8Array, at: number): [number, number] {
  const b0 = bytes[at]!;
  if (b0 === 28) return [new DataView(bytes.buffer, bytes.byteOffset + at + 1, 2).getInt16(0), at + 3];
  if (b0 === 255)
    return [new DataView(bytes.buffer, bytes.byteOffset + at + 1, 4).getInt32(0) / 65536, at + 5];
  if (b0 <= 246) return [b0 - 139, at + 1];
  if (b0 <= 250) return [(b0 - 247) * 256 + bytes[at + 1]! + 108, at + 2];
  return [-(b0 - 251) * 256 - bytes[at + 1]! - 108, at + 2];
}

/** The glyph's program with subroutines inlined; a hintmask is followed by its mask bytes in hex. */
function flatten(font: CffFont, gid: number): Token[] {
  const out: Token[] = [];
  const locals = font.privates[font.fdOfGlyph(gid)]!.subrs;
  let argc = 0;
  let stems = 0;
  let ended = false;
  const execute = (code: Uint8Array) => {
    let at = 0;
    while (at < code.length && !ended) {
      const b0 = code[at]!;
      if (b0 >= 32 || b0 === 28) {
        const [value, next] = readNumber(code, at);
        out.push(value);
        argc += 1;
        at = next;
        continue;
      }
      const op = b0 === 12 ? `12 ${code[at + 1]}` : String(b0);
      at += b0 === 12 ? 2 : 1;
      if (op === '10' || op === '29') {
        // The subroutine number was the last number pushed: it is consumed, not drawn.
        const operand = out.pop() as number;
        argc -= 1;
        const subrs = op === '10' ? locals! : font.globalSubrs;
        execute(subrs.at(operand + subrBias(subrs.length)));
        continue;
      }
      if (op === '11') return;
      if (['1', '3', '18', '23', '19', '20'].includes(op)) stems += argc >> 1;
      out.push(`op ${op}`);
      argc = 0;
      if (op === '19' || op === '20') {
        const length = Math.ceil(stems / 8);
        out.push(`mask ${Buffer.from(code.subarray(at, at + length)).toString('hex')}`);
        at += length;
      }
      if (op === '14') ended = true;
    }
  };
  execute(font.charStrings.at(gid));
  return out;
}

const flattenAll = (cff: Uint8Array) => {
  const font = readCff(cff);
  return Array.from({ length: font.charStrings.length }, (_, gid) => flatten(font, gid));
};

// ---------------------------------------------------------------------------------------------
// fontkit's own reading: a bare CFF wrapped as an OpenType font with just enough tables to draw.

function asOpenType(cff: Uint8Array, glyphCount: number): Buffer {
  const maxp = Buffer.alloc(6);
  maxp.writeUInt32BE(0x00005000, 0);
  maxp.writeUInt16BE(glyphCount, 4);
  const tables: [string, Uint8Array][] = [
    ['CFF ', cff],
    ['maxp', maxp],
  ];
  const directory = Buffer.alloc(12 + 16 * tables.length);
  directory.write('OTTO', 0, 'latin1');
  directory.writeUInt16BE(tables.length, 4);
  const bodies: Buffer[] = [];
  let offset = directory.length;
  tables.forEach(([tag, data], i) => {
    directory.write(tag, 12 + 16 * i, 'latin1');
    directory.writeUInt32BE(offset, 12 + 16 * i + 8);
    directory.writeUInt32BE(data.length, 12 + 16 * i + 12);
    const padded = Buffer.alloc((data.length + 3) & ~3);
    padded.set(data);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([directory, ...bodies]);
}

/** What fontkit's CFFGlyph records while drawing: the subroutines (biased numbers) it called. */
interface DrawnGlyph {
  path: fontkit.Glyph['path'];
  _usedSubrs: Record<string, boolean>;
  _usedGsubrs: Record<string, boolean>;
}

const drawnWithFontkit = (cff: Uint8Array, glyphCount: number) => {
  const font = fontkit.create(asOpenType(cff, glyphCount)) as fontkit.Font;
  return Array.from({ length: glyphCount }, (_, gid) => font.getGlyph(gid) as unknown as DrawnGlyph);
};

// ---------------------------------------------------------------------------------------------

/** fontkit's subset of `gids`, encoded as pdfkit gets it (before the cache prunes it). */
function fontkitSubset(font: fontkit.Font, gids: number[]): { cff: Uint8Array; gids: number[] } {
  const subset = font.createSubset();
  for (const gid of gids) subset.includeGlyph(font.getGlyph(gid));
  // shareFontWork puts a caching (and pruning) encode on the subset itself; fontkit's is its prototype's.
  const { encode } = Object.getPrototypeOf(subset) as { encode(this: fontkit.Subset): Uint8Array };
  return { cff: encode.call(subset), gids: (subset as unknown as { glyphs: number[] }).glyphs };
}

const DIGITS = '0123456789 ¥$€.,:-/() #%';
const RECEIPT_TEXT: Record<FontName, string> = {
  jp: `領収書 花見ホテル東京 山田花子様 宿泊料金 ご宿泊日 チェックイン チェックアウト 泊数 消費税 宿泊税 合計 お支払い方法 クレジットカード 但し宿泊代として 上記正に領収いたしました スタンダードダブル Hanami Hotel Tokyo ${DIGITS}`,
  kr: `영수증 김하나 님 숙박 요금 체크인 체크아웃 박 소비세 숙박세 합계 결제 방법 신용카드 위 금액을 정히 영수합니다 Receipt ${DIGITS}`,
  sc: `收据 花见酒店东京 住宿费 入住 退房 晚 消费税 住宿税 合计 付款方式 信用卡 兹收到上述款项 标准双人间 ${DIGITS}`,
  tc: `收據 花見酒店東京 住宿費 入住 退房 晚 消費稅 住宿稅 合計 付款方式 信用卡 茲收到上述款項 標準雙人房 ${DIGITS}`,
};
const FONTS = Object.keys(RECEIPT_TEXT) as FontName[];

describe('pruneSubroutines on Noto Sans CJK subsets', () => {
  // Measured for these texts: jp 28 % of fontkit's bytes (12.8 of 45.2 KB), kr 14 %, sc 12 %, tc 20 %.
  it.each(FONTS)('%s: draws every glyph as before, from a fraction of the bytes', (name) => {
    const { font } = loadFont(name);
    const { cff: before, gids } = fontkitSubset(
      font,
      font.layout(RECEIPT_TEXT[name]).glyphs.map((g) => g.id),
    );
    expect(gids.length).toBeGreaterThan(50);
    const after = pruneSubroutines(before);

    expect(after.length).toBeLessThan(before.length * 0.35);
    expect(after.length).toBeLessThan(15_000);
    expect(flattenAll(after)).toEqual(flattenAll(before));

    // fontkit reads the pruned font and draws each glyph as the whole font draws it.
    const drawn = drawnWithFontkit(after, gids.length);
    gids.forEach((gid, i) => {
      expect(drawn[i]!.path.toSVG(), `glyph ${gid}`).toBe(font.getGlyph(gid).path.toSVG());
    });

    // Every subroutine kept is called by some glyph (fontkit's count, per font DICT).
    const pruned = readCff(after);
    const usedGlobal = new Set(drawn.flatMap((glyph) => Object.keys(glyph._usedGsubrs)));
    expect(usedGlobal.size).toBe(pruned.globalSubrs.length);
    pruned.privates.forEach((priv, fd) => {
      const used = new Set(
        drawn.flatMap((glyph, gid) => (pruned.fdOfGlyph(gid) === fd ? Object.keys(glyph._usedSubrs) : [])),
      );
      expect(used.size, `font DICT ${fd}`).toBe(priv.subrs?.length ?? 0);
    });
  });

  it('keeps more than a thousand subroutines right (their numbers take more than one byte)', () => {
    // Every 20th glyph of the Japanese font: ~3,300 glyphs, and more than 1,240 local subroutines
    // kept in one font DICT, so its new INDEX has the larger bias and most operands are longer.
    const { font } = loadFont('jp');
    const gids = Array.from({ length: Math.floor(font.numGlyphs / 20) }, (_, i) => i * 20);
    const { cff: before, gids: kept } = fontkitSubset(font, gids);
    const after = pruneSubroutines(before);
    const pruned = readCff(after);
    expect(Math.max(...pruned.privates.map((priv) => priv.subrs?.length ?? 0))).toBeGreaterThan(1240);
    expect(after.length).toBeLessThan(before.length);
    expect(flattenAll(after)).toEqual(flattenAll(before));
    const drawn = drawnWithFontkit(after, kept.length);
    const original = drawnWithFontkit(before, kept.length);
    drawn.forEach((glyph, i) => {
      expect(glyph.path.toSVG(), `glyph ${kept[i]}`).toBe(original[i]!.path.toSVG());
    });
  }, 60_000);
});

// ---------------------------------------------------------------------------------------------
// A made-up font (not CID-keyed: one top-level Private DICT) with what the Noto subsets may not
// have: 1,300 local subroutines (bias 1131), a hintmask inside a subroutine whose stems come partly
// from its caller's stack, mask bytes that read as operators, 16.16 and shortint operands, a
// subroutine that ends the glyph, and bytes after endchar.

const int32 = (value: number) => [
  29,
  (value >>> 24) & 0xff,
  (value >>> 16) & 0xff,
  (value >>> 8) & 0xff,
  value & 0xff,
];

function index(items: number[][]): number[] {
  if (items.length === 0) return [0, 0];
  const offsets = [1];
  for (const item of items) offsets.push(offsets.at(-1)! + item.length);
  return [
    items.length >> 8,
    items.length & 0xff,
    4,
    ...offsets.flatMap((o) => int32(o).slice(1)),
    ...items.flat(),
  ];
}

/** Type 2 operand bytes: 1 to 3 bytes for an integer, 5 for a 16.16 fraction. */
function n(value: number): number[] {
  if (!Number.isInteger(value)) {
    const fixed = Math.round(value * 65536);
    return [255, (fixed >>> 24) & 0xff, (fixed >>> 16) & 0xff, (fixed >>> 8) & 0xff, fixed & 0xff];
  }
  if (value >= -107 && value <= 107) return [value + 139];
  if (value >= 108 && value <= 1131) return [((value - 108) >> 8) + 247, (value - 108) & 0xff];
  if (value >= -1131 && value <= -108) return [((-value - 108) >> 8) + 251, (-value - 108) & 0xff];
  return [28, (value >> 8) & 0xff, value & 0xff];
}

const OPS = {
  hstemhm: 18,
  hintmask: 19,
  rlineto: 5,
  hmoveto: 22,
  callsubr: 10,
  callgsubr: 29,
  return: 11,
  endchar: 14,
};
const LOCAL_BIAS = 1131;
const GLOBAL_BIAS = 107;

function syntheticCff(glyphs: number[][], locals: Map<number, number[]>, globals: number[][]): Uint8Array {
  const subrs = Array.from({ length: 1300 }, (_, i) => locals.get(i) ?? [OPS.return]);
  // Private: BlueScale 0.039625 (a real), nominalWidthX 600, Subrs right after the DICT.
  const privateDict = [30, 0x0a, 0x03, 0x96, 0x25, 0xff, 12, 9, ...n(600), 21, ...int32(0), 19];
  privateDict.splice(privateDict.length - 6, 5, ...int32(privateDict.length));
  const privateBytes = [...privateDict, ...index(subrs)];
  const charStrings = index(glyphs);
  const head = [1, 0, 4, 4];
  const names = index([[...Buffer.from('Synthetic')]]);
  const topDictOf = (charStringsAt: number, privateAt: number) => [
    ...int32(charStringsAt),
    17,
    ...int32(privateDict.length),
    ...int32(privateAt),
    18,
  ];
  const topLength = index([topDictOf(0, 0)]).length;
  const strings = index([]);
  const globalIndex = index(globals);
  const charStringsAt = head.length + names.length + topLength + strings.length + globalIndex.length;
  const privateAt = charStringsAt + charStrings.length;
  return Uint8Array.from([
    ...head,
    ...names,
    ...index([topDictOf(charStringsAt, privateAt)]),
    ...strings,
    ...globalIndex,
    ...charStrings,
    ...privateBytes,
  ]);
}

describe('pruneSubroutines on a made-up font', () => {
  // Glyph 1: width and three hstemhm, then six more stems' arguments left for the subroutine's
  // hintmask (9 stems: a 2-byte mask, 0x0a 0x0b, that would read as callsubr and return).
  const glyph1 = [
    ...[50, 0, 10, 20, 10, 40, 10].flatMap(n),
    OPS.hstemhm,
    ...[0, 5, 10, 5, 20, 5, 30, 5, 40, 5, 50, 5].flatMap(n),
    ...n(1250 - LOCAL_BIAS),
    OPS.callsubr,
    OPS.endchar,
  ];
  // Glyph 2: a subroutine that ends the glyph.
  const glyph2 = [...n(100), OPS.hmoveto, ...n(1299 - LOCAL_BIAS), OPS.callsubr];
  // Glyph 3: bytes after endchar, never run (fontkit reads on past endchar: it is left out of the
  // comparison with fontkit's drawing).
  const glyph3 = [...n(100), OPS.hmoveto, OPS.endchar, ...n(1299 - LOCAL_BIAS), OPS.callsubr];
  const locals = new Map([
    [5, [...n(7), ...n(7), OPS.rlineto, OPS.return]], // never called
    [
      1250,
      [
        OPS.hintmask,
        0x0a,
        0x0b,
        ...n(10),
        ...n(20),
        OPS.rlineto,
        ...n(1 - GLOBAL_BIAS),
        OPS.callgsubr,
        OPS.return,
      ],
    ],
    [1299, [...n(50), ...n(50), OPS.rlineto, OPS.endchar]],
  ]);
  const globals = [
    [...n(-2000), ...n(0), OPS.rlineto, OPS.return],
    [...n(1.5), ...n(300), OPS.rlineto, ...n(0 - GLOBAL_BIAS), OPS.callgsubr, OPS.return],
    [...n(9), ...n(9), OPS.rlineto, OPS.return], // never called
  ];
  const before = syntheticCff([[OPS.endchar], glyph1, glyph2, glyph3], locals, globals);

  it('reads the made-up font as written (the measure of equivalence is itself right)', () => {
    expect(flattenAll(before)).toEqual([
      ['op 14'],
      [
        ...[50, 0, 10, 20, 10, 40, 10, 'op 18'],
        ...[0, 5, 10, 5, 20, 5, 30, 5, 40, 5, 50, 5, 'op 19', 'mask 0a0b'],
        ...[10, 20, 'op 5', 1.5, 300, 'op 5', -2000, 0, 'op 5', 'op 14'],
      ],
      [100, 'op 22', 50, 50, 'op 5', 'op 14'],
      [100, 'op 22', 'op 14'],
    ]);
  });

  it('keeps the two local and two global subroutines called, renumbered, and draws as before', () => {
    const after = pruneSubroutines(before);
    expect(flattenAll(after)).toEqual(flattenAll(before));
    const pruned = readCff(after);
    expect(pruned.privates[0]!.subrs!.length).toBe(2);
    expect(pruned.globalSubrs.length).toBe(2);
    // The BlueScale real and the widths are kept as they were.
    expect(after.length).toBeLessThan(before.length / 10);
    expect(Buffer.from(after).includes(Buffer.from([30, 0x0a, 0x03, 0x96, 0x25, 0xff, 12, 9]))).toBe(true);

    // What follows endchar is not written again.
    expect([...pruned.charStrings.at(3)]).toEqual([...n(100), OPS.hmoveto, OPS.endchar]);

    const drawn = drawnWithFontkit(after, 4);
    const original = drawnWithFontkit(before, 4);
    for (const gid of [1, 2]) {
      expect(drawn[gid]!.path.toSVG()).toBe(original[gid]!.path.toSVG());
      expect(drawn[gid]!.path.toSVG()).not.toBe('');
    }
  });

  it('refuses a subroutine number it could not renumber', () => {
    // The number is pushed by a subroutine and used by its caller's next callsubr.
    const pushesNumber = new Map([
      [1250, [...n(1299 - LOCAL_BIAS), OPS.return]],
      [1299, [OPS.return]],
    ]);
    const computed = syntheticCff(
      [[OPS.endchar], [...n(1250 - LOCAL_BIAS), OPS.callsubr, OPS.callsubr, OPS.endchar]],
      pushesNumber,
      [],
    );
    expect(() => pruneSubroutines(computed)).toThrow(CffPruneError);
    // Arithmetic (12 10: add) could compute one.
    const added = syntheticCff([[OPS.endchar], [...n(1), ...n(2), 12, 10, OPS.endchar]], new Map(), []);
    expect(() => pruneSubroutines(added)).toThrow(CffPruneError);
  });
});

// ---------------------------------------------------------------------------------------------

const TITLES = RECEIPT_TITLES;

describe('receipts with pruned subsets', () => {
  // With fontkit's subsets these were 39.5 KB (ja), 9.6 KB (en), 59.7 KB (zh_Hans), 43.2 KB (zh_Hant)
  // and 39.2 KB (ko); pruned, 17.9, 8.1, 15.6, 17.2 and 13.1 KB. Each bound leaves ~25 % over the
  // measure, but English's only 11 %: its one font DICT of Latin glyphs has few subroutines, so
  // unpruned it was just 9.6 KB.
  const BOUNDS: Record<Locale, number> = {
    ja: 22_500,
    en: 9_000,
    zh_Hans: 19_500,
    zh_Hant: 21_500,
    ko: 16_500,
  };

  it.each(Object.keys(TITLES) as Locale[])(
    '%s: small, and its text reads back',
    async (locale) => {
      const pdf = await renderReceiptPdf(receiptHeader({ locale }), stayPage());
      expect(pdf.length).toBeLessThan(BOUNDS[locale]);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
      expect(text).toContain(TITLES[locale]);
      expect(text).toContain('Hanami Hotel Tokyo');
      expect(text).toContain('AB23CD45EF');
    },
    30_000,
  );

  it('has fonts pdf.js draws, glyph for glyph, as the whole fonts draw them', async () => {
    // pdf.js (in unpdf) compiles each font with ArrayBuffer#transferToFixedLength, new in Node 21;
    // a copy does for it here.
    const prototype = ArrayBuffer.prototype as unknown as {
      transferToFixedLength?: (this: ArrayBuffer, length?: number) => ArrayBuffer;
    };
    prototype.transferToFixedLength ??= function (this: ArrayBuffer, length = this.byteLength) {
      const copy = new Uint8Array(length);
      copy.set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy.buffer;
    };
    // A Japanese hotel and a Korean guest: two fonts. The subsets pdfkit makes tell which glyph of
    // the whole font each glyph of the embedded one is.
    const spies = {
      jp: vi.spyOn(loadFont('jp').font, 'createSubset'),
      kr: vi.spyOn(loadFont('kr').font, 'createSubset'),
    };
    const pdf = await renderReceiptPdf(
      receiptHeader({ locale: 'ja', hotelName: '花見ホテル東京', addressee: '김하나' }),
      stayPage({ roomName: 'スタンダードダブル' }),
    ).finally(() => vi.restoreAllMocks());
    const glyphsOf = (spy: (typeof spies)['jp']) =>
      (spy.mock.results.at(-1)!.value as unknown as { glyphs: number[] }).glyphs;
    const fonts = {
      'NotoSansJP-Regular': { font: loadFont('jp').font, gids: glyphsOf(spies.jp) },
      'NotoSansKR-Regular': { font: loadFont('kr').font, gids: glyphsOf(spies.kr) },
    };

    const document = await getDocumentProxy(new Uint8Array(pdf), { fontExtraProperties: true });
    const page = await document.getPage(1);
    const operators = await page.getOperatorList();
    const fontIds = new Set(
      operators.fnArray.flatMap((fn, i) =>
        fn === 37 ? [String((operators.argsArray[i] as unknown[])[0])] : [],
      ),
    );
    expect(fontIds.size).toBe(2);
    for (const id of fontIds) {
      // pdf.js's font: an OpenType font it compiled from the embedded CFF program (or a fallback).
      const compiled = page.commonObjs.get(id) as { name: string; missingFile: boolean; data: Uint8Array };
      expect(compiled.missingFile).toBe(false);
      const { font, gids } = fonts[compiled.name.replace(/^[A-Z]{6}\+/, '') as keyof typeof fonts];
      const drawn = fontkit.create(Buffer.from(compiled.data)) as fontkit.Font;
      // pdf.js may add a glyph of its own after the font's.
      expect(drawn.numGlyphs).toBeGreaterThanOrEqual(gids.length);
      gids.forEach((gid, i) => {
        expect(drawn.getGlyph(i).path.toSVG(), `${compiled.name} glyph ${gid}`).toBe(
          font.getGlyph(gid).path.toSVG(),
        );
      });
    }
  }, 30_000);
});
