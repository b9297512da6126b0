import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { serverPath } from '../server-root.ts';

// The server as a process of its own, started the way `npm start` runs it (the root package's `serve`
// script: the compiled dist/main.js) or the way `npm run dev` does (TypeScript through the tsx loader,
// without --watch): for the browser test of the production start and the start-up figures of
// `npm run bench`. It uses PGlite in the data directory it is given: the DATABASE_URL of the tests' own
// environment is not passed on, only one given in `env` (the webhook restart test gives its database's).

export type StartMode = 'compiled' | 'loader';

const REPO_ROOT = serverPath('..', '..');

/** The node arguments of `npm run serve` (compiled) or of `npm run dev` without --watch (loader). */
export function nodeArguments(mode: StartMode): string[] {
  const { scripts } = JSON.parse(readFileSync(`${REPO_ROOT}/package.json`, 'utf8')) as {
    scripts: Record<string, string>;
  };
  const script = mode === 'compiled' ? scripts.serve : scripts.dev;
  const [command, ...args] = (script ?? '').trim().split(/\s+/);
  if (command !== 'node') throw new Error(`expected the ${mode} start script to run node, got "${script}"`);
  return args.filter((arg) => arg !== '--watch');
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** From spawning the process to the first 200 of `GET /readyz` (the database answers), in ms. */
  readyAfterMs: number;
  /** The process's resident set size now, in bytes. */
  rss(): number;
  /** What the process wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM (the graceful shutdown), then SIGKILL if it has not exited within 15 s. */
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  mode: StartMode;
  /** DATA_DIR: an empty folder makes the start migrate and seed, a used one only reopens it. */
  dataDir: string;
  /** More environment (e.g. RATE_LIMIT_PER_MINUTE); PORT, HOST and DATA_DIR are set here. */
  env?: Record<string, string>;
  /** How long the start may take before it counts as failed (default 3 minutes). */
  timeoutMs?: number;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Resident set size of `pid` in bytes: /proc on Linux, `ps` elsewhere. */
export function residentBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    if (kb) return Number(kb) * 1024;
  } catch {
    // No /proc (macOS): ask ps below.
  }
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) * 1024;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the server and resolves once `GET /readyz` answers 200; rejects with the process's output
 * if it exits first or takes longer than the timeout.
 * @example const server = await startServerProcess({ mode: 'compiled', dataDir }); await server.stop();
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Neither the database of the environment nor a test runner's loader (NODE_OPTIONS) may leak in.
  const { DATABASE_URL: _database, NODE_OPTIONS: _loader, ...inherited } = process.env;
  const started = performance.now();
  const child = spawn(process.execPath, nodeArguments(options.mode), {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      LOG_LEVEL: 'warn',
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited(child);
    clearTimeout(killer);
  };

  const deadline = started + (options.timeoutMs ?? 180_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the ${options.mode} server exited before it answered:\n${output}`);
    if (performance.now() > deadline) {
      await stop();
      throw new Error(`the ${options.mode} server did not answer in time:\n${output}`);
    }
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server process has no pid');
  return {
    url,
    pid,
    readyAfterMs: performance.now() - started,
    rss: () => residentBytes(pid),
    output: () => output,
    stop,
  };
}
