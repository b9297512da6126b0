import type { StaffFunnel, staffPreviewTokenResponseSchema } from '@yadori/contract/analytics.schema';
import type { z } from 'zod';
import { api } from '../lib/api.ts';

/**
 * The console's calls for the funnel and preview mode (contract `staffAnalyticsEndpoints`, decision
 * 061), typed by the contract through `import type` only, so no Zod reaches the console's bundle.
 */

export type { StaffFunnel };
export type PreviewToken = z.infer<typeof staffPreviewTokenResponseSchema>['data'];

type Data<T> = { data: T };
const data = <T>(answer: Data<T>) => answer.data;

export const analyticsApi = {
  funnel: (hotelId: number, range: { from: string; to: string }) =>
    api<Data<StaffFunnel>>(
      'GET',
      `/hotels/${hotelId}/funnel?${new URLSearchParams({ from: range.from, to: range.to })}`,
    ).then(data),
  previewToken: (hotelId: number) =>
    api<Data<PreviewToken>>('POST', `/hotels/${hotelId}/preview_tokens`).then(data),
};
