#!/usr/bin/env node
// `npm test`: every Vitest project, the browser builds, then the Playwright suite, and one closing line
// `tests: N passed, N failed` counted from the runners' JSON reports.
//
//   node scripts/test.mjs                       everything
//   node scripts/test.mjs --vitest-only -- …    only Vitest, extra arguments passed on (e.g. --project node)
//   node scripts/test.mjs --label NAME          name of this run's totals file (default "all")
//   node scripts/test.mjs --sum                 add up the totals files of this checkout and print the line
//
// Each run writes its counts to test-results/totals/NAME.json so .ci/run can print one grand total after
// several runs.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, 'test-results');
const totalsDir = join(results, 'totals');
const CHROMIUM = '/usr/bin/chromium';

process.env.TZ = 'UTC';

const argv = process.argv.slice(2);
const dashes = argv.indexOf('--');
const options = dashes === -1 ? argv : argv.slice(0, dashes);
const passOn = dashes === -1 ? [] : argv.slice(dashes + 1);
const label = options.includes('--label') ? options[options.indexOf('--label') + 1] : 'all';

/** Runs a command with the terminal attached; resolves to its exit code (1 when it could not start). */
function run(command, args, env = {}) {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** The first line of a failure message, without colour codes, at most 300 characters. */
function firstLine(message) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removes ANSI colour escapes.
  const plain = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return (plain.split('\n').find((line) => line.trim() !== '') ?? '').trim().slice(0, 300);
}

/** `file › test: first line of the error` for each failed Vitest test (or file that failed to load). */
function vitestFailures(report) {
  const lines = [];
  for (const file of report?.testResults ?? []) {
    const name = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests)
      lines.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    if (file.status === 'failed' && failedTests.length === 0)
      lines.push(`${name}: ${firstLine(file.message)}`);
  }
  return lines;
}

/** The same for each failed Playwright test, from its JSON report's nested suites. */
function playwrightFailures(report) {
  const lines = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      if (!spec.ok) {
        const error = spec.tests?.flatMap((test) => test.results ?? []).find((result) => result.error)?.error;
        // spec.file is relative to the test directory; the line names it from the repository root.
        const file = relative(root, join(report.config?.rootDir ?? root, spec.file));
        lines.push(`${file}:${spec.line} › ${spec.title}: ${firstLine(error?.message)}`);
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return lines;
}

function finish(passed, failed, failures = []) {
  // Repeated at the very end, where a CI log's tail shows them, whatever was printed after the runner.
  for (const line of failures) console.log(`✗ ${line}`);
  console.log(`tests: ${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

if (options.includes('--sum')) {
  let passed = 0;
  let failed = 0;
  const failures = [];
  for (const file of existsSync(totalsDir) ? readdirSync(totalsDir) : []) {
    const totals = readJson(join(totalsDir, file)) ?? { passed: 0, failed: 1 };
    passed += totals.passed;
    failed += totals.failed;
    failures.push(...(totals.failures ?? []).map((line) => `[${file.replace(/\.json$/, '')}] ${line}`));
  }
  finish(passed, failed, failures);
}

const bin = (name) => join(root, 'node_modules', '.bin', name);
let passed = 0;
let failed = 0;
const failures = [];
/** A step that broke without a report (crash, build error) counts as one failure. */
const broken = (what) => {
  console.error(`\n✗ ${what}`);
  failures.push(what);
  failed += 1;
};

// 1. Vitest, every project (node and widget) unless arguments narrow it.
const vitestReport = join(results, `vitest-${label}.json`);
rmSync(vitestReport, { force: true });
const vitestCode = await run(bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
  ...passOn,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  failures.push(...vitestFailures(vitest));
  if (vitestCode !== 0 && vitest.numFailedTests === 0) broken(`vitest exited with ${vitestCode}`);
} else broken('vitest wrote no report');

if (!options.includes('--vitest-only')) {
  // 2. The widget and loader builds the browser tests serve.
  const buildCode = await run('npm', ['run', 'build']);
  if (buildCode !== 0) broken('npm run build failed; the browser tests were not run');
  // 3. Playwright with Debian's Chromium.
  else if (!existsSync(CHROMIUM) && !process.env.CI) {
    console.log(`\n! Skipping the browser tests: no Chromium at ${CHROMIUM}. Install it with`);
    console.log('!   apt-get install -y chromium   (CI installs it and fails without it)');
  } else if (!existsSync(CHROMIUM)) broken(`CI has no Chromium at ${CHROMIUM}`);
  else {
    const e2eReport = join(results, 'e2e.json');
    rmSync(e2eReport, { force: true });
    const e2eCode = await run(bin('playwright'), ['test'], { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' });
    const e2e = readJson(e2eReport);
    const stats = e2e?.stats;
    if (stats) {
      failures.push(...playwrightFailures(e2e));
      passed += stats.expected + stats.flaky;
      failed += stats.unexpected;
      if (e2eCode !== 0 && stats.unexpected === 0) broken(`playwright exited with ${e2eCode}`);
    } else broken('playwright wrote no report');
  }
}

mkdirSync(totalsDir, { recursive: true });
writeFileSync(join(totalsDir, `${label}.json`), JSON.stringify({ passed, failed, failures }));
finish(passed, failed, failures);
