import { z } from 'zod';
import { defineJob, type JobContext } from '../../platform/jobs/jobs.ts';
import { buildExport } from './organization-exports.service.ts';
import { expireExport, failExport } from './organizations.repository.ts';

export const ORGANIZATION_EXPORT_JOBS = {
  build: 'organization.build_export',
  expire: 'organization.expire_export',
} as const;

/**
 * `organization.expire_export` { exportId }: when a ready export's time is up, its zip is erased
 * (downloads already answer 1250 from then on). Safe to run twice.
 */
export const expireExportJob = defineJob({
  name: ORGANIZATION_EXPORT_JOBS.expire,
  schema: z.object({ exportId: z.number().int() }),
  handler: async ({ exportId }, ctx) => {
    await expireExport(ctx.db, exportId, ctx.now());
  },
});

/**
 * `organization.build_export` { exportId }: builds an asked-for export (buildExport) and schedules its
 * erasure. At least once: a second run finds it built and does nothing; a run that dies midway leaves
 * it pending for the retry. A password no instance here can open fails the export at once.
 */
export const buildExportJob = defineJob({
  name: ORGANIZATION_EXPORT_JOBS.build,
  schema: z.object({ exportId: z.number().int() }),
  handler: async ({ exportId }, ctx: JobContext<{ dataExportSecret: string }>) => {
    const now = ctx.now();
    const built = await buildExport(ctx.db, {
      exportId,
      secret: ctx.services.dataExportSecret,
      now,
      scheduleExpiry: (tx, runAt) =>
        expireExportJob.enqueue(
          tx,
          { exportId },
          { runAt, dedupeKey: `${ORGANIZATION_EXPORT_JOBS.expire}:${exportId}` },
        ),
    });
    if (built === 'failed') {
      await failExport(ctx.db, exportId, now);
      ctx.log.warn({ exportId }, 'export password sealed under another DATA_EXPORT_SECRET: export failed');
    }
  },
});
