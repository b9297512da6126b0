import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvForExcel, toCsv } from './csv.ts';

/** A strict RFC 4180 reader (CRLF records, quoted fields), to check what a spreadsheet would see. */
function parseCsv(csv: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let at = 0;
  while (at < csv.length) {
    let value = '';
    if (csv[at] === '"') {
      at += 1;
      for (;;) {
        const quote = csv.indexOf('"', at);
        if (quote < 0) throw new Error('unterminated quoted field');
        value += csv.slice(at, quote);
        at = quote + 1;
        if (csv[at] !== '"') break;
        value += '"';
        at += 1;
      }
    } else {
      const end = csv.slice(at).search(/,|\r\n/);
      value = end < 0 ? csv.slice(at) : csv.slice(at, at + end);
      if (/["\r\n]/.test(value)) throw new Error(`unquoted field holds a quote or line break: ${value}`);
      at += value.length;
    }
    record.push(value);
    if (csv[at] === ',') at += 1;
    else if (csv.startsWith('\r\n', at)) {
      records.push(record);
      record = [];
      at += 2;
    } else throw new Error(`record does not end in CRLF at ${at}`);
  }
  return records;
}

const DANGEROUS = ['=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠'];

describe('toCsv', () => {
  it('quotes fields with a comma, quote, CR or LF, doubles quotes, and ends every line in CRLF', () => {
    const csv = toCsv(
      ['name', 'note'],
      [
        ['Yamada, Taro', 'said "hi"'],
        ['line\nbreak', 'carriage\rreturn'],
      ],
    );
    expect(csv).toBe('name,note\r\n"Yamada, Taro","said ""hi"""\r\n"line\nbreak","carriage\rreturn"\r\n');
  });

  it('writes null and undefined as empty fields and numbers as plain numbers', () => {
    expect(toCsv(['a', 'b', 'c', 'd'], [[null, undefined, 1200, 0.5]])).toBe('a,b,c,d\r\n,,1200,0.5\r\n');
  });

  it.each(DANGEROUS)('prefixes text starting with %j so a spreadsheet does not run it', (first) => {
    const value = `${first}SUM(A1:A9)`;
    expect(parseCsv(toCsv(['x'], [[value]]))).toEqual([['x'], [`'${value}`]]);
  });

  it('keeps a negative number a number but prefixes the text "-5"', () => {
    expect(toCsv(['n', 't'], [[-1200, '-5']])).toBe("n,t\r\n-1200,'-5\r\n");
  });

  it('prefixes a dangerous header too, and leaves a formula character that is not first alone', () => {
    expect(toCsv(['=cmd', 'a=b'], [['山田 花子', 'x@example.com']])).toBe(
      "'=cmd,a=b\r\n山田 花子,x@example.com\r\n",
    );
  });

  it('prefixes a quoted dangerous field inside the quotes', () => {
    expect(toCsv(['x'], [['=HYPERLINK("http://evil","a,b")']])).toBe(
      'x\r\n"\'=HYPERLINK(""http://evil"",""a,b"")"\r\n',
    );
  });

  it('reads back as the same fields, dangerous ones with one leading quote', () => {
    const text = fc.string({
      unit: fc.constantFrom('a', '山', ',', '"', '\r', '\n', ' ', "'", ...DANGEROUS),
    });
    fc.assert(
      fc.property(fc.array(fc.array(text, { minLength: 2, maxLength: 2 })), (rows) => {
        const expected = rows.map((row) => row.map((v) => (DANGEROUS.includes(v.charAt(0)) ? `'${v}` : v)));
        expect(parseCsv(toCsv(['a', 'b'], rows))).toEqual([['a', 'b'], ...expected]);
      }),
    );
  });
});

describe('csvForExcel', () => {
  it('starts with the UTF-8 byte-order mark and decodes back to the Japanese text', () => {
    const csv = toCsv(
      ['氏名', '金額'],
      [
        ['山田 太郎', 12_000],
        ['ｶﾀｶﾅ・髙橋🏨', null],
      ],
    );
    const bytes = csvForExcel(csv);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)).toBe(`\uFEFF${csv}`);
    expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(3))).toBe(csv);
  });
});
