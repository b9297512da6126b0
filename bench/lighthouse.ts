// Lighthouse figures for `npm run bench` (called from run.ts): the start page and the results page of
// one server process started the way `npm start` runs it (apps/server/dist/main.js on PGlite in a data
// directory of its own, the demo seeded), audited by the `lighthouse` package's CLI driving Debian's
// Chromium with its default mobile settings (emulated phone, simulated slow 4G and CPU throttling).
// Each page is audited RUNS times: the performance score is the median (one run on a shared 2-core
// machine is noisy), layout shift and console errors are the worst run's (they must be 0 in every run).
//
// The package is Lighthouse 12.8: Lighthouse 13 asks for Node.js ≥ 22.19 (EBADENGINE on the 20.19 the
// project supports); its scoring of these audits is the same.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerProcess, startServerProcess } from '../apps/server/src/testing/server-process.ts';
import { renderTable } from './report.ts';

const ROOT = join(import.meta.dirname, '..');
const CLI = join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const HOTEL = 'hanami-tokyo';

/** What one Lighthouse report says about one page. */
export interface PageAudit {
  version: string;
  /** 0–100. */
  performance: number;
  cls: number;
  consoleErrors: string[];
  lcpMs: number;
  tbtMs: number;
  /** What moved, as Lighthouse's layout-shifts audit names the elements. */
  shifted: string[];
}

interface LighthouseReport {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  categories: { performance: { score: number | null } };
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: { description?: string; source?: string; node?: { selector?: string } }[] };
    }
  >;
}

/** Reads the figures out of a Lighthouse JSON report; a run that failed to load the page throws. */
export function pageAudit(report: LighthouseReport): PageAudit {
  if (report.runtimeError)
    throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const score = report.categories.performance.score;
  if (score === null) throw new Error('Lighthouse gave no performance score');
  const audit = (id: string) => report.audits[id] ?? {};
  return {
    version: report.lighthouseVersion,
    performance: Math.round(score * 100),
    cls: audit('cumulative-layout-shift').numericValue ?? Number.NaN,
    consoleErrors: (audit('errors-in-console').details?.items ?? []).map(
      (item) => `${item.source ?? ''}: ${item.description ?? ''}`,
    ),
    lcpMs: audit('largest-contentful-paint').numericValue ?? Number.NaN,
    tbtMs: audit('total-blocking-time').numericValue ?? Number.NaN,
    shifted: (audit('layout-shifts').details?.items ?? []).map((item) => item.node?.selector ?? '?'),
  };
}

/** One Lighthouse run of `url` (mobile defaults), its JSON report written to `out`. */
function runLighthouse(url: string, out: string): Promise<LighthouseReport> {
  const args = [
    CLI,
    url,
    '--output=json',
    `--output-path=${out}`,
    '--only-categories=performance,best-practices',
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, CHROME_PATH },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0 || !existsSync(out))
        reject(new Error(`lighthouse exited with ${code}: ${stderr.slice(-2000)}`));
      else resolve(JSON.parse(readFileSync(out, 'utf8')) as LighthouseReport);
    });
  });
}

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;

export async function lighthouseBench(): Promise<string> {
  if (!existsSync(CHROME_PATH)) return `(skipped: no Chromium at ${CHROME_PATH})`;
  if (!existsSync(CLI)) return '(skipped: the lighthouse package is not installed; run npm ci)';
  if (!existsSync(join(ROOT, 'apps', 'server', 'dist', 'main.js'))) {
    console.log('Building first…');
    const build = spawn('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    const code = await new Promise((resolve) => build.once('exit', resolve));
    if (code !== 0) throw new Error('npm run build failed');
  }
  const work = mkdtempSync(join(tmpdir(), 'yadori-lighthouse-'));
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess({ mode: 'compiled', dataDir: join(work, 'data') });
    const search = `checkin=${dayFromToday(30)}&checkout=${dayFromToday(32)}&adults=2&room_count=1`;
    const pages: [name: string, path: string][] = [
      ['start page  /?code=…', `/?code=${HOTEL}`],
      ['results page  /booking/result, 2 nights, 2 adults', `/booking/result?code=${HOTEL}&${search}`],
    ];
    const rows = [
      ['page', 'performance', 'runs', 'CLS (worst)', 'console errors', 'LCP', 'TBT', 'what shifted'],
    ];
    let version = '';
    const errors: string[] = [];
    for (const [name, path] of pages) {
      const audits: PageAudit[] = [];
      for (let run = 0; run < RUNS; run++)
        audits.push(pageAudit(await runLighthouse(`${server.url}${path}`, join(work, `report-${run}.json`))));
      version = audits[0]!.version;
      const worst = audits.reduce((a, b) => (b.cls > a.cls ? b : a));
      const mostErrors = audits.reduce((a, b) => (b.consoleErrors.length > a.consoleErrors.length ? b : a));
      errors.push(...mostErrors.consoleErrors.map((error) => `${name}: ${error}`));
      rows.push([
        name,
        String(median(audits.map((a) => a.performance))),
        audits.map((a) => a.performance).join(' '),
        worst.cls.toFixed(3),
        String(mostErrors.consoleErrors.length),
        ms(median(audits.map((a) => a.lcpMs))),
        ms(median(audits.map((a) => a.tbtMs))),
        [...new Set(worst.shifted)].join(', ') || '-',
      ]);
    }
    const table = renderTable(rows);
    return [`Lighthouse ${version}`, table, ...errors.map((error) => `console error  ${error}`)].join('\n');
  } finally {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
