import {
  ORGANIZATION_EXPORT_MAX_DAYS,
  ORGANIZATION_EXPORT_PASSWORD_MAX,
  ORGANIZATION_EXPORT_PASSWORD_MIN,
  ORGANIZATION_EXPORTS_PER_DAY,
} from '@yadori/contract/organization.constants';
import { isApiError } from '../../../api/api-error.ts';
import { daysBetween, isIsoDate } from '../../../shared/hotel-date.ts';
import { errorCodeOf } from '../account-api.ts';
import type { OrganizationAdminKey } from './texts/en.ts';

// The organization admin page's rules, as the server checks them, with the contract's limits (its
// Zod-free constants module).

export {
  ORGANIZATION_EXPORT_MAX_DAYS as EXPORT_MAX_DAYS,
  ORGANIZATION_EXPORT_PASSWORD_MAX as EXPORT_PASSWORD_MAX,
  ORGANIZATION_EXPORT_PASSWORD_MIN as EXPORT_PASSWORD_MIN,
  ORGANIZATION_EXPORTS_PER_DAY as EXPORTS_PER_DAY,
};
/** How often a pending export is asked about. */
export const EXPORT_POLL_MS = 1500;

type Problem = Extract<
  OrganizationAdminKey,
  `password.${string}` | 'dates.order' | 'dates.invalid' | 'dates.required' | 'dates.tooLong'
>;
export type PasswordField = 'password' | 'confirmation';

/** The download-password dialog: 8–64 characters, typed the same twice. */
export function exportPasswordErrors(input: {
  password: string;
  confirmation: string;
}): Partial<Record<PasswordField, Problem>> {
  const errors: Partial<Record<PasswordField, Problem>> = {};
  const { password, confirmation } = input;
  if (!password) errors.password = 'password.required';
  else if (
    password.length < ORGANIZATION_EXPORT_PASSWORD_MIN ||
    password.length > ORGANIZATION_EXPORT_PASSWORD_MAX
  )
    errors.password = 'password.length';
  if (!confirmation) errors.confirmation = 'password.required';
  else if (password && confirmation !== password) errors.confirmation = 'password.mismatch';
  return errors;
}

export type PeriodField = 'from' | 'to';

/**
 * A check-in period (`YYYY-MM-DD`, inclusive). `required`: both dates are needed (the export); else
 * either may be empty (the list's filters). The export's period spans at most EXPORT_MAX_DAYS.
 */
export function periodErrors(
  from: string,
  to: string,
  { required, maxDays }: { required: boolean; maxDays?: number },
): Partial<Record<PeriodField, Problem>> {
  const errors: Partial<Record<PeriodField, Problem>> = {};
  for (const [field, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (!value) {
      if (required) errors[field] = 'dates.required';
    } else if (!isIsoDate(value)) errors[field] = 'dates.invalid';
  }
  if (errors.from || errors.to || !from || !to) return errors;
  if (to < from) errors.to = 'dates.order';
  else if (maxDays !== undefined && daysBetween(from, to) >= maxDays) errors.to = 'dates.tooLong';
  return errors;
}

/** What a refused export call tells the admin: its sentence, or the server's own words for a check. */
export function exportFailure(error: unknown): { key: OrganizationAdminKey; message?: string } {
  switch (errorCodeOf(error)) {
    case 1600:
      return { key: 'error.limit' };
    case 1200:
      return { key: 'error.notReady' };
    case 1250:
      return { key: 'error.expired' };
    case 1252:
      return { key: 'error.notFound' };
  }
  if (!isApiError(error)) return { key: 'error.failed' };
  if (error.status === 403) return { key: 'error.adminsOnly' };
  // A check of the server's (the period, the password) comes with its sentence in the request's language.
  if ((error.status === 400 || error.status === 422) && error.message && error.message !== error.title)
    return { key: 'error.failed', message: error.message };
  return { key: 'error.failed' };
}
