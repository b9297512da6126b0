/**
 * The organizations' constants (spec §3, §8), without Zod: the widget imports them at run time and the
 * schemas in organization.schema.ts build on them.
 */

/** Spec §3 organization_role: what a person is in their organization. */
export const ORGANIZATION_ROLES = ['admin', 'member'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

/** How a quota of stays runs: a year from its start date (renewed each year), or a contract's dates. */
export const QUOTA_PERIODS = ['yearly', 'contract'] as const;

/** Reservations listed per page by default, and at most. */
export const ORGANIZATION_RESERVATIONS_PAGE_SIZE = 20;
export const ORGANIZATION_RESERVATIONS_MAX_PER_PAGE = 100;

/** Exports an organization may ask for per day (UTC), spec §8 1600 beyond it. */
export const ORGANIZATION_EXPORTS_PER_DAY = 5;
/** How long a built export can be downloaded (then 1250). */
export const ORGANIZATION_EXPORT_KEEP_HOURS = 24;
/** The longest check-in period one export covers. */
export const ORGANIZATION_EXPORT_MAX_DAYS = 366;
export const ORGANIZATION_EXPORT_PASSWORD_MIN = 8;
export const ORGANIZATION_EXPORT_PASSWORD_MAX = 64;

/** Where an export is: built by a job (pending), downloadable (ready) until it expires; or failed. */
export const ORGANIZATION_EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;
