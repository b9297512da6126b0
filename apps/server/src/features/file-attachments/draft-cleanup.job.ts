import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { defineJob, type JobContext } from '../../platform/jobs/jobs.ts';
import { deleteDraftsCreatedBefore, oldestDraftCreatedAt } from './file-attachments.repository.ts';

export const DRAFT_CLEANUP_JOB = 'attachments.draft_cleanup';

/** Cleanups run on a grid of at most an hour, so one job serves every draft of its slot. */
const MAX_STEP_MS = 60 * 60_000;
const BATCH = 500;

const stepOf = (ttlMs: number) => Math.min(ttlMs, MAX_STEP_MS);

/** What the cleanup needs of the running app: where uploads are kept and how long a draft lives. */
interface DraftCleanupServices {
  attachments: { dir: string; draftTtlMs: number };
}

/** When the drafts uploaded at `createdAt` are due: the first grid time at or after `createdAt + ttl`. */
export function draftCleanupTime(createdAt: Date, ttlMs: number): Date {
  const step = stepOf(ttlMs);
  return new Date(Math.ceil((createdAt.getTime() + ttlMs) / step) * step);
}

/**
 * Makes sure a cleanup runs when a draft uploaded at `createdAt` is due. Pass the transaction that
 * writes the draft, so the job exists iff the draft does; the dedupe key makes it one job per grid
 * time across uploads and instances.
 */
export function scheduleDraftCleanup(db: Db, createdAt: Date, ttlMs: number): Promise<boolean> {
  return scheduleAt(db, draftCleanupTime(createdAt, ttlMs));
}

function scheduleAt(db: Db, at: Date): Promise<boolean> {
  return draftCleanupJob.enqueue(
    db,
    {},
    { runAt: at, dedupeKey: `${DRAFT_CLEANUP_JOB}:${at.toISOString()}` },
  );
}

async function removeBytes(dir: string, id: string, ctx: JobContext<DraftCleanupServices>): Promise<void> {
  // The row is gone already; a file that cannot be removed is logged, not retried (its row is not).
  await rm(path.join(dir, id), { force: true }).catch((err: unknown) =>
    ctx.log.warn({ err, attachmentId: id }, 'draft attachment file not removed'),
  );
}

/** Half-written uploads (`.<id>.part`) left by a process that died mid-upload, older than `before`. */
async function removeStaleParts(dir: string, before: Date): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!/^\.[A-Za-z0-9_-]+\.part$/.test(name)) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtime <= before) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * `attachments.draft_cleanup`: deletes drafts (files no booking took) older than UPLOAD_DRAFT_TTL_MINUTES,
 * row and bytes, then schedules itself for the oldest draft left. Rows go first with a conditional
 * delete (see deleteDraftsCreatedBefore), so a booking taking a file at the same moment either keeps
 * it or finds it gone, never a row without its bytes. Uses the running app's attachments directory and
 * lifetime (JobServices.attachments).
 */
export const draftCleanupJob = defineJob({
  name: DRAFT_CLEANUP_JOB,
  schema: z.object({}),
  handler: async (_payload, ctx: JobContext<DraftCleanupServices>) => {
    const attachments = ctx.services.attachments;
    if (!attachments) throw new Error('the draft cleanup needs the app’s attachments settings');
    const { dir, draftTtlMs } = attachments;
    const now = ctx.now();
    const before = new Date(now.getTime() - draftTtlMs);
    let deleted = 0;
    for (;;) {
      const ids = await deleteDraftsCreatedBefore(ctx.db, before, BATCH);
      for (const id of ids) await removeBytes(dir, id, ctx);
      deleted += ids.length;
      if (ids.length < BATCH) break;
    }
    const parts = await removeStaleParts(dir, before);
    // The next run: when the oldest draft left is due, and strictly after this one (a draft a booking
    // held just now is due already, and this run's grid time is taken by this job).
    const oldest = await oldestDraftCreatedAt(ctx.db);
    if (oldest) {
      const step = stepOf(draftTtlMs);
      const next = Math.max(
        draftCleanupTime(oldest, draftTtlMs).getTime(),
        (Math.floor(now.getTime() / step) + 1) * step,
      );
      await scheduleAt(ctx.db, new Date(next));
    }
    if (deleted > 0 || parts > 0) ctx.log.info({ deleted, parts }, 'draft attachments deleted');
  },
});
