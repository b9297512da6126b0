/**
 * Keeps only the subroutines a CFF subset calls (decision 046's subsets, made small).
 *
 * fontkit's CFFSubset keeps every local and global subroutine slot of the font, replacing each unused
 * one with a lone `return`, so that the subroutine numbers in the kept charstrings stay valid. For
 * Noto Sans CJK that is an index of 9,800 to 13,700 entries per ideograph dictionary: a receipt of a
 * hundred glyphs embedded ~52 KB of CFF, ~39 KB of it one local-subroutine index. Here each charstring
 * is run as a Type 2 interpreter would (TN5177), the subroutines it reaches are collected, and the CFF
 * (TN5176) is written again with only those, renumbered, and each call's operand rewritten.
 *
 * The pruner refuses (throws CffPruneError) what it cannot rewrite exactly — a subroutine number that
 * is computed rather than written before its call, arithmetic operators, a subroutine read two ways —
 * and the caller then keeps fontkit's bytes, which are valid, only larger.
 */

/** Thrown when the CFF holds something the pruner does not rewrite; the input is then kept as is. */
export class CffPruneError extends Error {
  override name = 'CffPruneError';
}

/** Two-byte DICT and charstring operators (12 x) are numbered ESCAPE | x. */
const ESCAPE = 0x0c00;

/** Top DICT and Private DICT operators whose operands are offsets (TN5176, tables 9, 10, 23). */
const OP = {
  charset: 15,
  Encoding: 16,
  CharStrings: 17,
  Private: 18,
  Subrs: 19,
  CharstringType: ESCAPE | 6,
  ROS: ESCAPE | 30,
  FDArray: ESCAPE | 36,
  FDSelect: ESCAPE | 37,
} as const;

/** Type 2 charstring operators (TN5177, appendix A). */
const CS = {
  hstem: 1,
  vstem: 3,
  callsubr: 10,
  return: 11,
  endchar: 14,
  hstemhm: 18,
  hintmask: 19,
  cntrmask: 20,
  vstemhm: 23,
  callgsubr: 29,
} as const;

/** Operators that draw (or are obsolete no-ops) and clear the argument stack: nothing else to track. */
const CLEARING_OPERATORS = new Set([
  4,
  5,
  6,
  7,
  8,
  21,
  22,
  24,
  25,
  26,
  27,
  30,
  31,
  ESCAPE | 0, // dotsection
  ESCAPE | 34, // hflex
  ESCAPE | 35, // flex
  ESCAPE | 36, // hflex1
  ESCAPE | 37, // flex1
]);

/** Type 2 nests at most 10 subroutine calls; deeper means a loop or a broken font. */
const MAX_CALL_DEPTH = 10;

/** The number added to a subroutine operand to index an INDEX of `count` entries (TN5176, 16). */
export function subrBias(count: number): number {
  if (count < 1240) return 107;
  if (count < 33900) return 1131;
  return 32768;
}

// ---------------------------------------------------------------------------------------------
// Reading

function card16(bytes: Uint8Array, at: number): number {
  if (at + 2 > bytes.length) throw new CffPruneError(`CFF truncated at ${at}`);
  return (bytes[at]! << 8) | bytes[at + 1]!;
}

/**
 * A CFF INDEX, read where it lies. Entries are sliced when asked for: a CJK font's local subroutine
 * INDEX holds ~10,000 entries of which a subset reaches a hundred.
 */
export class CffIndex {
  readonly length: number;
  readonly end: number;
  private readonly offSize: number;
  /** Offsets count from the byte before the data. */
  private readonly dataBase: number;

  constructor(
    private readonly bytes: Uint8Array,
    readonly start: number,
  ) {
    this.length = card16(bytes, start);
    if (this.length === 0) {
      this.offSize = 0;
      this.dataBase = 0;
      this.end = start + 2;
      return;
    }
    this.offSize = bytes[start + 2]!;
    if (this.offSize < 1 || this.offSize > 4) {
      throw new CffPruneError(`bad INDEX offset size ${this.offSize} at ${start}`);
    }
    this.dataBase = start + 3 + (this.length + 1) * this.offSize - 1;
    this.end = this.dataBase + this.offset(this.length);
    if (this.end > bytes.length) throw new CffPruneError(`INDEX at ${start} runs past the end`);
  }

  private offset(i: number): number {
    let value = 0;
    const at = this.start + 3 + i * this.offSize;
    for (let k = 0; k < this.offSize; k++) value = value * 256 + this.bytes[at + k]!;
    return value;
  }

  /** Entry `i` (a view into the font's bytes). */
  at(i: number): Uint8Array {
    if (!(i >= 0 && i < this.length)) throw new CffPruneError(`INDEX entry ${i} of ${this.length}`);
    const from = this.dataBase + this.offset(i);
    const to = this.dataBase + this.offset(i + 1);
    if (to < from || to > this.end) throw new CffPruneError(`bad INDEX entry ${i} at ${this.start}`);
    return this.bytes.subarray(from, to);
  }

  toArray(): Uint8Array[] {
    return Array.from({ length: this.length }, (_, i) => this.at(i));
  }
}

/** One DICT operator with its operands, and the operands' bytes as read (copied when unchanged). */
interface DictEntry {
  operator: number;
  operands: number[];
  raw: Uint8Array;
}

/** A DICT real: nibbles of digits, point, exponent and minus, ended by 0xf (TN5176, table 5). */
function readReal(bytes: Uint8Array, at: number): [number, number] {
  let text = '';
  for (let pos = at; pos < bytes.length; pos++) {
    for (const nibble of [bytes[pos]! >> 4, bytes[pos]! & 0xf]) {
      if (nibble === 0xf) return [Number.parseFloat(text), pos + 1];
      text += ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '.', 'E', 'E-', '', '-'][nibble] ?? '';
    }
  }
  throw new CffPruneError(`unterminated real at ${at}`);
}

function readDict(bytes: Uint8Array): DictEntry[] {
  const entries: DictEntry[] = [];
  let operands: number[] = [];
  let operandsStart = 0;
  let pos = 0;
  while (pos < bytes.length) {
    const b0 = bytes[pos]!;
    if (b0 <= 21) {
      const raw = bytes.subarray(operandsStart, pos);
      let operator = b0;
      pos += 1;
      if (b0 === 12) {
        if (pos >= bytes.length) throw new CffPruneError('DICT ends inside an operator');
        operator = ESCAPE | bytes[pos]!;
        pos += 1;
      }
      entries.push({ operator, operands, raw });
      operands = [];
      operandsStart = pos;
    } else if (b0 === 28) {
      if (pos + 3 > bytes.length) throw new CffPruneError('DICT ends inside a number');
      operands.push(((bytes[pos + 1]! << 24) | (bytes[pos + 2]! << 16)) >> 16);
      pos += 3;
    } else if (b0 === 29) {
      if (pos + 5 > bytes.length) throw new CffPruneError('DICT ends inside a number');
      operands.push(
        (bytes[pos + 1]! << 24) | (bytes[pos + 2]! << 16) | (bytes[pos + 3]! << 8) | bytes[pos + 4]!,
      );
      pos += 5;
    } else if (b0 === 30) {
      const [value, next] = readReal(bytes, pos + 1);
      operands.push(value);
      pos = next;
    } else if (b0 >= 32 && b0 <= 246) {
      operands.push(b0 - 139);
      pos += 1;
    } else if (b0 >= 247 && b0 <= 254) {
      if (pos + 2 > bytes.length) throw new CffPruneError('DICT ends inside a number');
      const magnitude = (b0 - (b0 <= 250 ? 247 : 251)) * 256 + bytes[pos + 1]! + 108;
      operands.push(b0 <= 250 ? magnitude : -magnitude);
      pos += 2;
    } else {
      throw new CffPruneError(`reserved DICT byte ${b0}`);
    }
  }
  if (operands.length > 0) throw new CffPruneError('DICT ends with operands and no operator');
  return entries;
}

function dictValue(entries: DictEntry[], operator: number): number[] | undefined {
  return entries.find((entry) => entry.operator === operator)?.operands;
}

/** Byte length of a charset (format 0, 1 or 2) for `glyphCount` glyphs; .notdef is implied. */
function charsetLength(bytes: Uint8Array, at: number, glyphCount: number): number {
  const format = bytes[at]!;
  if (format === 0) return 1 + 2 * (glyphCount - 1);
  if (format !== 1 && format !== 2) throw new CffPruneError(`charset format ${format}`);
  const rangeLength = format === 1 ? 3 : 4;
  let covered = 0;
  let pos = at + 1;
  while (covered < glyphCount - 1) {
    if (pos + rangeLength > bytes.length) throw new CffPruneError('charset runs past the end');
    const left = format === 1 ? bytes[pos + 2]! : card16(bytes, pos + 2);
    covered += left + 1;
    pos += rangeLength;
  }
  return pos - at;
}

/** Byte length of a custom Encoding (format 0 or 1, with its supplements). */
function encodingLength(bytes: Uint8Array, at: number): number {
  const format = bytes[at]!;
  if ((format & 0x7f) > 1) throw new CffPruneError(`Encoding format ${format}`);
  let length = (format & 0x7f) === 0 ? 2 + bytes[at + 1]! : 2 + 2 * bytes[at + 1]!;
  if (format & 0x80) length += 1 + 3 * bytes[at + length]!;
  return length;
}

/** Byte length of an FDSelect and each glyph's font DICT. */
function readFdSelect(bytes: Uint8Array, at: number, glyphCount: number): { length: number; fds: number[] } {
  const format = bytes[at]!;
  if (format === 0) return { length: 1 + glyphCount, fds: [...bytes.subarray(at + 1, at + 1 + glyphCount)] };
  if (format !== 3) throw new CffPruneError(`FDSelect format ${format}`);
  const rangeCount = card16(bytes, at + 1);
  const fds: number[] = [];
  for (let i = 0; i < rangeCount; i++) {
    const first = card16(bytes, at + 3 + i * 3);
    const next = card16(bytes, at + 3 + (i + 1) * 3);
    for (let gid = first; gid < next; gid++) fds[gid] = bytes[at + 5 + i * 3]!;
  }
  if (fds.length < glyphCount) throw new CffPruneError('FDSelect leaves glyphs without a font DICT');
  return { length: 3 + 3 * rangeCount + 2, fds };
}

/** A Private DICT and its local subroutines (`undefined` when it has none). */
interface PrivateDict {
  entries: DictEntry[];
  subrs: CffIndex | undefined;
}

function readPrivate(bytes: Uint8Array, operands: number[] | undefined): PrivateDict {
  if (operands?.length !== 2) throw new CffPruneError('Private needs a size and an offset');
  const [size, offset] = operands as [number, number];
  if (offset < 0 || offset + size > bytes.length) throw new CffPruneError('Private runs past the end');
  const entries = readDict(bytes.subarray(offset, offset + size));
  const subrsOffset = dictValue(entries, OP.Subrs)?.[0];
  const subrs = subrsOffset === undefined ? undefined : new CffIndex(bytes, offset + subrsOffset);
  return { entries, subrs };
}

/** The parts of a CFF (one font, version 1) the pruner reads and writes again. */
export interface CffFont {
  header: Uint8Array;
  nameIndex: Uint8Array;
  stringIndex: Uint8Array;
  topDict: DictEntry[];
  globalSubrs: CffIndex;
  charStrings: CffIndex;
  /** Raw charset, Encoding and FDSelect, when they are stored in the font rather than predefined. */
  charset: Uint8Array | undefined;
  encoding: Uint8Array | undefined;
  fdSelect: Uint8Array | undefined;
  /** CID fonts: each font DICT of the FDArray. */
  fontDicts: DictEntry[][] | undefined;
  /** One per font DICT (CID), or the one top-level Private DICT. */
  privates: PrivateDict[];
  /** The index into `privates` each glyph draws with. */
  fdOfGlyph: (gid: number) => number;
}

/** Parses a bare CFF table (what fontkit's CFF subset encodes and PDF embeds as FontFile3). */
export function readCff(bytes: Uint8Array): CffFont {
  if (bytes.length < 4 || bytes[0] !== 1) throw new CffPruneError('not a CFF version 1 font');
  const hdrSize = bytes[2]!;
  const names = new CffIndex(bytes, hdrSize);
  const topDicts = new CffIndex(bytes, names.end);
  if (topDicts.length !== 1) throw new CffPruneError('a CFF with other than one font');
  const strings = new CffIndex(bytes, topDicts.end);
  const globalSubrs = new CffIndex(bytes, strings.end);
  const topDict = readDict(topDicts.at(0));

  const charstringType = dictValue(topDict, OP.CharstringType)?.[0] ?? 2;
  if (charstringType !== 2) throw new CffPruneError(`charstring type ${charstringType}`);
  const charStringsOffset = dictValue(topDict, OP.CharStrings)?.[0];
  if (charStringsOffset === undefined) throw new CffPruneError('no CharStrings');
  const charStrings = new CffIndex(bytes, charStringsOffset);
  const glyphCount = charStrings.length;

  const charsetOffset = dictValue(topDict, OP.charset)?.[0] ?? 0;
  const charset =
    charsetOffset > 2
      ? bytes.subarray(charsetOffset, charsetOffset + charsetLength(bytes, charsetOffset, glyphCount))
      : undefined;
  const encodingOffset = dictValue(topDict, OP.Encoding)?.[0] ?? 0;
  const encoding =
    encodingOffset > 1
      ? bytes.subarray(encodingOffset, encodingOffset + encodingLength(bytes, encodingOffset))
      : undefined;

  const header = bytes.subarray(0, hdrSize);
  const common = {
    header,
    nameIndex: bytes.subarray(names.start, names.end),
    stringIndex: bytes.subarray(strings.start, strings.end),
    topDict,
    globalSubrs,
    charStrings,
    charset,
    encoding,
  };

  const fdArrayOffset = dictValue(topDict, OP.FDArray)?.[0];
  if (fdArrayOffset === undefined) {
    if (dictValue(topDict, OP.ROS)) throw new CffPruneError('a CID font without an FDArray');
    return {
      ...common,
      fdSelect: undefined,
      fontDicts: undefined,
      privates: [readPrivate(bytes, dictValue(topDict, OP.Private))],
      fdOfGlyph: () => 0,
    };
  }
  // A top-level Private beside the FDArray would keep an offset this writer does not move.
  if (dictValue(topDict, OP.Private)) throw new CffPruneError('a CID font with a top-level Private');
  const fdSelectOffset = dictValue(topDict, OP.FDSelect)?.[0];
  if (fdSelectOffset === undefined) throw new CffPruneError('an FDArray without an FDSelect');
  const fdSelect = readFdSelect(bytes, fdSelectOffset, glyphCount);
  const fontDicts = new CffIndex(bytes, fdArrayOffset).toArray().map(readDict);
  const privates = fontDicts.map((dict) => readPrivate(bytes, dictValue(dict, OP.Private)));
  for (const fd of fdSelect.fds) {
    if (fd >= privates.length)
      throw new CffPruneError(`FDSelect names font DICT ${fd} of ${privates.length}`);
  }
  return {
    ...common,
    fdSelect: bytes.subarray(fdSelectOffset, fdSelectOffset + fdSelect.length),
    fontDicts,
    privates,
    fdOfGlyph: (gid) => fdSelect.fds[gid]!,
  };
}

// ---------------------------------------------------------------------------------------------
// Running charstrings

/** Reads the Type 2 number at `at` (the caller checked its first byte is one): its value and end. */
export function readCharstringNumber(bytes: Uint8Array, at: number): [number, number] {
  const b0 = bytes[at]!;
  if (b0 >= 32 && b0 <= 246) return [b0 - 139, at + 1];
  if (b0 >= 247 && b0 <= 254) {
    if (at + 2 > bytes.length) throw new CffPruneError('charstring ends inside a number');
    const magnitude = (b0 - (b0 <= 250 ? 247 : 251)) * 256 + bytes[at + 1]! + 108;
    return [b0 <= 250 ? magnitude : -magnitude, at + 2];
  }
  if (b0 === 28) {
    if (at + 3 > bytes.length) throw new CffPruneError('charstring ends inside a number');
    return [((bytes[at + 1]! << 24) | (bytes[at + 2]! << 16)) >> 16, at + 3];
  }
  if (b0 === 255) {
    if (at + 5 > bytes.length) throw new CffPruneError('charstring ends inside a number');
    const fixed = (bytes[at + 1]! << 24) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 8) | bytes[at + 4]!;
    return [fixed / 65536, at + 5];
  }
  throw new CffPruneError(`byte ${b0} is not a number`);
}

/** Encodes an integer as a Type 2 operand in as few bytes as it takes (1, 2 or 3). */
export function encodeCharstringInteger(value: number): Uint8Array {
  if (value >= -107 && value <= 107) return Uint8Array.of(value + 139);
  if (value >= 108 && value <= 1131) {
    const v = value - 108;
    return Uint8Array.of((v >> 8) + 247, v & 0xff);
  }
  if (value >= -1131 && value <= -108) {
    const v = -value - 108;
    return Uint8Array.of((v >> 8) + 251, v & 0xff);
  }
  if (value >= -32768 && value <= 32767) return Uint8Array.of(28, (value >> 8) & 0xff, value & 0xff);
  throw new CffPruneError(`operand ${value} does not fit a shortint`);
}

/** A subroutine call in a charstring: where its number operand sits, and what it calls. */
interface CallSite {
  operandEnd: number;
  global: boolean;
  index: number;
}

/**
 * A charstring or subroutine as it was run: its calls, how far it ran, and the length of each token
 * read, by offset. A token's kind follows from its first byte, but a hintmask's length from the stems
 * counted before it: a subroutine run with other stems could read its bytes another way, which shows
 * as a token of another length at the first offset where the two readings part.
 */
interface Program {
  bytes: Uint8Array;
  tokenLengths: Uint8Array;
  calls: Map<number, CallSite>;
  executedEnd: number;
  /** The font DICTs it ran under: one, but any for a global subroutine. */
  fds: Set<number>;
}

const program = (bytes: Uint8Array): Program => ({
  bytes,
  tokenLengths: new Uint8Array(bytes.length),
  calls: new Map(),
  executedEnd: 0,
  fds: new Set(),
});

/** What a glyph's run shares across its subroutine calls. */
interface RunState {
  /** The argument stack, shared by a charstring and the subroutines it calls. */
  stack: number[];
  stems: number;
  ended: boolean;
}

/** The subroutines a set of charstrings reaches, each run as it was reached. */
class Reachability {
  readonly glyphs: Program[];
  readonly globals = new Map<number, Program>();
  readonly locals: Map<number, Program>[];

  constructor(private readonly font: CffFont) {
    this.locals = font.privates.map(() => new Map());
    this.glyphs = font.charStrings.toArray().map((bytes, gid) => {
      const glyph = program(bytes);
      this.run(glyph, font.fdOfGlyph(gid), { stack: [], stems: 0, ended: false }, 0);
      return glyph;
    });
  }

  private subroutine(global: boolean, fd: number, index: number): Program {
    const table = global ? this.globals : this.locals[fd]!;
    const subrs = global ? this.font.globalSubrs : this.font.privates[fd]!.subrs!;
    let found = table.get(index);
    if (!found) {
      found = program(subrs.at(index));
      table.set(index, found);
    }
    return found;
  }

  private run(target: Program, fd: number, state: RunState, depth: number): void {
    const { bytes } = target;
    target.fds.add(fd);
    const record = (at: number, end: number) => {
      const seen = target.tokenLengths[at]!;
      if (seen !== 0 && seen !== end - at) throw new CffPruneError(`a subroutine reads two ways at ${at}`);
      target.tokenLengths[at] = end - at;
      if (end > target.executedEnd) target.executedEnd = end;
    };
    const clear = () => {
      state.stack.length = 0;
    };
    let lastNumberAt = -1;
    let pos = 0;
    while (pos < bytes.length && !state.ended) {
      const start = pos;
      const b0 = bytes[pos]!;
      if (b0 >= 32 || b0 === 28) {
        const [value, end] = readCharstringNumber(bytes, pos);
        state.stack.push(value);
        record(start, end);
        lastNumberAt = start;
        pos = end;
        continue;
      }
      let operator = b0;
      pos += 1;
      if (b0 === 12) {
        if (pos >= bytes.length) throw new CffPruneError('charstring ends inside an operator');
        operator = ESCAPE | bytes[pos]!;
        pos += 1;
      }
      switch (operator) {
        case CS.hstem:
        case CS.vstem:
        case CS.hstemhm:
        case CS.vstemhm:
          state.stems += Math.floor(state.stack.length / 2);
          clear();
          record(start, pos);
          break;
        case CS.hintmask:
        case CS.cntrmask: {
          // Arguments left before a hintmask are an implied vstem (a width first, if odd).
          state.stems += Math.floor(state.stack.length / 2);
          clear();
          pos += Math.ceil(state.stems / 8);
          if (pos > bytes.length) throw new CffPruneError('charstring ends inside a hintmask');
          record(start, pos);
          break;
        }
        case CS.callsubr:
        case CS.callgsubr: {
          const global = operator === CS.callgsubr;
          record(start, pos);
          // Only a number written just before its call can be renumbered.
          const operand = state.stack.pop();
          if (lastNumberAt < 0 || operand === undefined || !Number.isInteger(operand)) {
            throw new CffPruneError('a subroutine number not written just before its call');
          }
          const subrs = global ? this.font.globalSubrs : this.font.privates[fd]!.subrs;
          if (!subrs) throw new CffPruneError('callsubr in a font DICT without Subrs');
          const index = operand + subrBias(subrs.length);
          if (index < 0 || index >= subrs.length) throw new CffPruneError(`subroutine ${index} out of range`);
          const site: CallSite = { operandEnd: start, global, index };
          const seen = target.calls.get(lastNumberAt);
          if (seen && (seen.index !== index || seen.global !== global)) {
            throw new CffPruneError('one call site calls two subroutines');
          }
          target.calls.set(lastNumberAt, site);
          if (depth + 1 > MAX_CALL_DEPTH) throw new CffPruneError('subroutines nested too deep');
          this.run(this.subroutine(global, fd, index), fd, state, depth + 1);
          break;
        }
        case CS.return:
          record(start, pos);
          return;
        case CS.endchar:
          record(start, pos);
          state.ended = true;
          return;
        default:
          if (!CLEARING_OPERATORS.has(operator)) {
            throw new CffPruneError(
              `charstring operator ${operator >= ESCAPE ? `12 ${operator & 0xff}` : operator}`,
            );
          }
          clear();
          record(start, pos);
      }
      lastNumberAt = -1;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Writing

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function writeIndex(items: Uint8Array[]): Uint8Array {
  if (items.length === 0) return Uint8Array.of(0, 0);
  const dataLength = items.reduce((sum, item) => sum + item.length, 0);
  const offSize =
    dataLength + 1 < 0x100 ? 1 : dataLength + 1 < 0x10000 ? 2 : dataLength + 1 < 0x1000000 ? 3 : 4;
  const head = new Uint8Array(3 + (items.length + 1) * offSize);
  head[0] = items.length >> 8;
  head[1] = items.length & 0xff;
  head[2] = offSize;
  let offset = 1;
  for (let i = 0; i <= items.length; i++) {
    for (let k = 0; k < offSize; k++) head[3 + i * offSize + k] = (offset >>> (8 * (offSize - 1 - k))) & 0xff;
    offset += items[i]?.length ?? 0;
  }
  return concat([head, ...items]);
}

/** A DICT integer in the 5-byte form, so a DICT's length does not depend on the offsets it holds. */
function dictInt32(value: number): Uint8Array {
  return Uint8Array.of(29, (value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
}

/** Writes a DICT: each entry's operands as read, or as given in `replace` (5-byte integers). */
function writeDict(
  entries: DictEntry[],
  replace: Map<number, number[]>,
  drop = new Set<number>(),
): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const entry of entries) {
    if (drop.has(entry.operator)) continue;
    const operands = replace.get(entry.operator);
    parts.push(...(operands ? operands.map(dictInt32) : [entry.raw]));
    parts.push(
      entry.operator >= ESCAPE ? Uint8Array.of(12, entry.operator & 0xff) : Uint8Array.of(entry.operator),
    );
  }
  return concat(parts);
}

/**
 * The kept subroutines of one INDEX in their new order: the most called first, so that the first 215
 * get one-byte operands; old number → new number.
 */
function renumber(reached: Map<number, Program>, callCounts: Map<number, number>): Map<number, number> {
  const order = [...reached.keys()].sort(
    (a, b) => (callCounts.get(b) ?? 0) - (callCounts.get(a) ?? 0) || a - b,
  );
  return new Map(order.map((oldIndex, newIndex) => [oldIndex, newIndex]));
}

/** The program's bytes as run, each call's operand renumbered (bytes never run are left out). */
function rewriteProgram(target: Program, newOperand: (site: CallSite) => number): Uint8Array {
  const parts: Uint8Array[] = [];
  let pos = 0;
  for (const [operandStart, site] of [...target.calls].sort((a, b) => a[0] - b[0])) {
    parts.push(target.bytes.subarray(pos, operandStart), encodeCharstringInteger(newOperand(site)));
    pos = site.operandEnd;
  }
  parts.push(target.bytes.subarray(pos, target.executedEnd));
  return concat(parts);
}

/**
 * Returns `cff` with only the local and global subroutines its charstrings reach, renumbered, and
 * every offset written again; each glyph draws exactly as before (the same operators and operands once
 * its subroutines are inlined). Throws CffPruneError on a CFF it cannot rewrite exactly.
 */
export function pruneSubroutines(cff: Uint8Array): Uint8Array {
  const font = readCff(cff);
  const reach = new Reachability(font);

  // Calls per subroutine over every kept program, so the most called get the shortest numbers.
  const globalCalls = new Map<number, number>();
  const localCalls = font.privates.map(() => new Map<number, number>());
  const countCalls = (target: Program) => {
    for (const site of target.calls.values()) {
      for (const counts of site.global ? [globalCalls] : [...target.fds].map((fd) => localCalls[fd]!)) {
        counts.set(site.index, (counts.get(site.index) ?? 0) + 1);
      }
    }
  };
  reach.glyphs.forEach(countCalls);
  reach.globals.forEach(countCalls);
  for (const subrs of reach.locals) subrs.forEach(countCalls);
  const globalNumbers = renumber(reach.globals, globalCalls);
  const localNumbers = reach.locals.map((subrs, fd) => renumber(subrs, localCalls[fd]!));
  const globalBias = subrBias(globalNumbers.size);
  const localBiases = localNumbers.map((numbers) => subrBias(numbers.size));

  /**
   * A call's new operand. A local call inside a global subroutine runs under each font DICT that
   * reached it: it is rewritten only if all of them give it the same new operand.
   */
  const newOperand =
    (target: Program) =>
    (site: CallSite): number => {
      if (site.global) return globalNumbers.get(site.index)! - globalBias;
      const operands = new Set(
        [...target.fds].map((fd) => localNumbers[fd]!.get(site.index)! - localBiases[fd]!),
      );
      if (operands.size !== 1)
        throw new CffPruneError('a global subroutine calls a local one differently per font DICT');
      return [...operands][0]!;
    };
  const rewrite = (target: Program) => rewriteProgram(target, newOperand(target));
  const inNewOrder = (numbers: Map<number, number>, programs: Map<number, Program>) => {
    const items: Uint8Array[] = [];
    for (const [oldIndex, newIndex] of numbers) items[newIndex] = rewrite(programs.get(oldIndex)!);
    return items;
  };

  const privates = font.privates.map((priv, fd) => {
    const subrs = inNewOrder(localNumbers[fd]!, reach.locals[fd]!);
    if (subrs.length === 0) {
      const dict = writeDict(priv.entries, new Map(), new Set([OP.Subrs]));
      return { dict, subrs: undefined };
    }
    // Subrs counts from the Private DICT's start: the INDEX follows the DICT directly. The offset is
    // a 5-byte integer, so the DICT's length does not depend on it.
    const length = writeDict(priv.entries, new Map([[OP.Subrs, [0]]])).length;
    return { dict: writeDict(priv.entries, new Map([[OP.Subrs, [length]]])), subrs: writeIndex(subrs) };
  });

  return writeCff(font, {
    charStrings: writeIndex(reach.glyphs.map(rewrite)),
    globalSubrs: writeIndex(inNewOrder(globalNumbers, reach.globals)),
    privates,
  });
}

/** Lays the font out again: header, the four INDEXes, then every structure the top DICT points at. */
function writeCff(
  font: CffFont,
  rewritten: {
    charStrings: Uint8Array;
    globalSubrs: Uint8Array;
    privates: { dict: Uint8Array; subrs: Uint8Array | undefined }[];
  },
): Uint8Array {
  /** Where each pointed-at structure starts (absent: not stored in the font, or not yet placed). */
  interface Offsets {
    charset?: number;
    encoding?: number;
    fdSelect?: number;
    charStrings: number;
    fdArray?: number;
    privates: number[];
  }
  const privateOperands = (offsets: Offsets, fd: number) => [
    rewritten.privates[fd]!.dict.length,
    offsets.privates[fd]!,
  ];
  const topDict = (offsets: Offsets) => {
    const operands = new Map<number, number[]>([[OP.CharStrings, [offsets.charStrings]]]);
    if (offsets.charset !== undefined) operands.set(OP.charset, [offsets.charset]);
    if (offsets.encoding !== undefined) operands.set(OP.Encoding, [offsets.encoding]);
    if (offsets.fdSelect !== undefined) operands.set(OP.FDSelect, [offsets.fdSelect]);
    if (offsets.fdArray !== undefined) operands.set(OP.FDArray, [offsets.fdArray]);
    if (!font.fontDicts) operands.set(OP.Private, privateOperands(offsets, 0));
    return writeIndex([writeDict(font.topDict, operands)]);
  };
  const fdArray = (offsets: Offsets) =>
    font.fontDicts &&
    writeIndex(
      font.fontDicts.map((dict, fd) =>
        writeDict(dict, new Map([[OP.Private, privateOperands(offsets, fd)]])),
      ),
    );

  // Offsets are 5-byte integers, so a pass with zeros gives every length; a second places them.
  const zero = (part: Uint8Array | undefined) => (part ? 0 : undefined);
  const zeros: Offsets = {
    charset: zero(font.charset),
    encoding: zero(font.encoding),
    fdSelect: zero(font.fdSelect),
    charStrings: 0,
    fdArray: font.fontDicts ? 0 : undefined,
    privates: font.privates.map(() => 0),
  };
  let at = font.header.length + font.nameIndex.length + topDict(zeros).length + font.stringIndex.length;
  at += rewritten.globalSubrs.length;
  const place = (length: number | undefined): number | undefined => {
    if (length === undefined) return undefined;
    const offset = at;
    at += length;
    return offset;
  };
  const offsets: Offsets = {
    encoding: place(font.encoding?.length),
    charset: place(font.charset?.length),
    fdSelect: place(font.fdSelect?.length),
    charStrings: place(rewritten.charStrings.length)!,
    fdArray: place(fdArray(zeros)?.length),
    privates: rewritten.privates.map(({ dict, subrs }) => place(dict.length + (subrs?.length ?? 0))!),
  };

  const out = concat(
    [
      font.header,
      font.nameIndex,
      topDict(offsets),
      font.stringIndex,
      rewritten.globalSubrs,
      font.encoding,
      font.charset,
      font.fdSelect,
      rewritten.charStrings,
      fdArray(offsets),
      ...rewritten.privates.flatMap(({ dict, subrs }) => [dict, subrs]),
    ].filter((part): part is Uint8Array => part !== undefined),
  );
  if (out.length !== at) throw new CffPruneError('layout and output disagree');
  return out;
}
