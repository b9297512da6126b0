import { useEffect, useState } from 'react';
import type { ApiClient } from '../../../api/api-client.ts';
import { isApiError } from '../../../api/api-error.ts';
import { EXPORT_POLL_MS } from './export-rules.ts';
import { type OrganizationExport, type OrganizationRef, showExport } from './organization-api.ts';

/**
 * The export being followed: while it is pending it is asked about every `pollMs` (1.5 s), until it is
 * ready, failed or expired. A lost answer is asked again at the next tick; a refusal (403, 404) stops
 * and is handed to `onRefused`. Polling stops when the page is left.
 */
export function useExportJob(
  api: ApiClient,
  organization: OrganizationRef,
  onRefused: (error: unknown) => void,
  pollMs: number = EXPORT_POLL_MS,
) {
  const [job, setJob] = useState<OrganizationExport | null>(null);
  const [tick, setTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer (a new object, even when still pending) and a retry's tick schedule the next poll.
  useEffect(() => {
    if (job?.status !== 'pending') return;
    let live = true;
    const timer = setTimeout(() => {
      showExport(api, organization, job.id).then(
        (next) => live && setJob(next),
        (error: unknown) => {
          if (!live) return;
          if (isApiError(error) && error.status >= 400 && error.status < 500) onRefused(error);
          else setTick((n) => n + 1);
        },
      );
    }, pollMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [job, tick]);
  return { job, follow: setJob };
}
