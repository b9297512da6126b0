import { gzipSync } from 'node:zlib';

// Pure helpers of `npm run bench`: sizes, the widget's first-screen assets, percentiles and the table.

/**
 * The most gzipped JavaScript the widget's results page may load: `e2e/page-weight.spec.ts` fails above
 * it and `npm run bench` prints it beside the measured page. Issue 15 asks for at most 90 KiB; on Preact's
 * runtime the page loads 45.6 KiB, and the budget keeps that gain with a small margin (decision 047).
 * 48 KiB became 50 in decision 061: the demo hotel the page is measured on sends analytics events now
 * (their delivery, 1.7 KiB, loads only for a hotel that configured a data layer or a tag), and the
 * results page asks for its notices (0.7 KiB): 49.2 KiB measured.
 */
export const RESULTS_PAGE_BUDGET = 50 * 1024;

/** Bytes after gzip at level 9, the level the loader's budget is checked at. */
export function gzipSize(data: Uint8Array | string): number {
  return gzipSync(data, { level: 9 }).length;
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of tag.replace(/^<\w+|\/?>$/g, '').matchAll(pattern)) {
    found.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

/**
 * The JavaScript a browser fetches before the widget's first screen: the module entry scripts and their
 * `modulepreload` links in a built index.html, in document order, without duplicates or other origins.
 */
export function firstScreenScripts(html: string): string[] {
  const urls: string[] = [];
  for (const [tag, name] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    const url =
      name!.toLowerCase() === 'script'
        ? attrs.get('type') === 'module' && attrs.get('src')
        : attrs.get('rel')?.split(/\s+/).includes('modulepreload') && attrs.get('href');
    if (url && !/^[a-z][a-z+.-]*:|^\/\//i.test(url) && !urls.includes(url)) urls.push(url);
  }
  return urls;
}

/** A built asset's path inside dist/ from the URL index.html uses (`/assets/x.js`, `./assets/x.js`). */
export function distPath(url: string): string {
  return url.replace(/[?#].*$/, '').replace(/^\.?\/+/, '');
}

/** Nearest-rank percentile (0 < p ≤ 100) of values sorted ascending; NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** `1,234 B` with the KiB figure beside it when it helps. */
export function formatBytes(bytes: number): string {
  const plain = `${bytes.toLocaleString('en-US')} B`;
  return bytes < 1024 ? plain : `${plain} (${(bytes / 1024).toFixed(1)} KiB)`;
}

/** `value / baseline` as `0.42×`; `n/a` when the baseline is not a positive number. */
export function formatRatio(value: number, baseline: number): string {
  if (!(baseline > 0) || !Number.isFinite(value)) return 'n/a';
  return `${(value / baseline).toFixed(2)}×`;
}

/** Milliseconds with two decimals. */
export function formatMs(ms: number): string {
  return Number.isFinite(ms) ? `${ms.toFixed(2)} ms` : 'n/a';
}

/** A plain-text table: the first row is the header, numbers (and ratios) right-aligned. */
export function renderTable(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  const numeric = (text: string) => /^[\d.,]+( |×|$)|^n\/a$/.test(text);
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => (numeric(cell) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [
    line(rows[0]!),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.slice(1).map(line),
  ].join('\n');
}
