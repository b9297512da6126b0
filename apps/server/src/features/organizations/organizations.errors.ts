import { ERROR_CODES, ERROR_TITLES } from '@yadori/contract/errors';
import { CatalogTextError } from '../membership-programs/membership-programs.errors.ts';
import { ORGANIZATION_TEXTS, type OrganizationTexts } from './organizations.texts.ts';

const refusal = (
  status: number,
  code: number,
  title: string,
  text: keyof OrganizationTexts,
  options: { field?: string; details?: Record<string, unknown> } = {},
) => new CatalogTextError(status, code, title, ORGANIZATION_TEXTS, text, options);

/** Refusals of the organization calls (spec §6, §8), each in five languages. */
export const organizationErrors = {
  /** 403: the hotel's login widget does not offer corporate sign-in (organization_login_widget_enabled). */
  corporateSignInOff: () => refusal(403, 403, ERROR_TITLES.forbidden, 'corporateSignInOff'),
  /**
   * 403: the caller is not an admin of this organization — a member of it, an admin of another, a
   * member without one — or there is no such organization of the brand: one answer for all.
   */
  adminsOnly: () => refusal(403, 403, ERROR_TITLES.forbidden, 'adminsOnly'),
  /** 422 1104: the booking's nights would go past the organization's quota in a period. */
  quotaExceeded: (details: { period_start: string; period_end: string; remaining_nights: number }) =>
    refusal(422, ERROR_CODES.purchaseLimitExceeded, ERROR_TITLES.unprocessable, 'quotaExceeded', {
      details: { reason: 'organization_quota', ...details },
    }),
  /** 429 1600: the organization's exports for today are used up. */
  exportLimit: () => refusal(429, ERROR_CODES.csvDownloadLimit, ERROR_TITLES.tooManyRequests, 'exportLimit'),
  /** 409 1200: the export's job is still building it. */
  exportNotReady: () => refusal(409, ERROR_CODES.jobNotFinished, ERROR_TITLES.conflict, 'exportNotReady'),
  /** 410 1250: the export's zip was erased when its time was up. */
  exportExpired: () => refusal(410, ERROR_CODES.expired, 'GONE', 'exportExpired'),
  /** 404 1252: no such export of this organization, or it failed. */
  exportNotFound: () => refusal(404, ERROR_CODES.downloadNotFound, ERROR_TITLES.notFound, 'exportNotFound'),
};
