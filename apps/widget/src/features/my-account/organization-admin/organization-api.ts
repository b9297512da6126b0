import type {
  Organization,
  OrganizationExport,
  OrganizationReservation,
} from '@yadori/contract/organization.schema';
import type { ReservationStatus } from '@yadori/contract/reservation.constants';
import type { ApiClient } from '../../../api/api-client.ts';
import { type Answer, call } from '../../../api/call.ts';
import { type DownloadedFile, fileNameOf } from '../../confirmation/save-file.ts';

// An organization admin's calls (spec §6, §7). The api client sends the admin's bearer with each, as
// it does for every member call; the server answers 403 to anyone else.

export type { Organization, OrganizationExport, OrganizationReservation };

/** Which organization of which brand. */
export interface OrganizationRef {
  brandId: number;
  organizationId: number;
}

const paramsOf = (ref: OrganizationRef) => ({
  brandId: String(ref.brandId),
  organizationId: String(ref.organizationId),
});

/** `GET …/organizations/{id}`: the organization, its quota of stays and where it stands. */
export async function showOrganization(api: ApiClient, ref: OrganizationRef): Promise<Organization> {
  return (
    await call(api, 'GET /book/hotel_brands/:brandId/organizations/:organizationId', {
      params: paramsOf(ref),
    })
  ).data;
}

/** The reservations list's filters, as the admin set them (empty: not filtered). */
export interface ReservationFilters {
  checkinFrom: string;
  checkinTo: string;
  status: ReservationStatus | '';
}

export type ReservationsPage =
  Answer<'GET /book/hotel_brands/:brandId/organizations/:organizationId/reservations'>;

/** `GET …/reservations?page=&checkin_from=&checkin_to=&status=`: only the filters that are set. */
export function organizationReservations(
  api: ApiClient,
  ref: OrganizationRef,
  filters: ReservationFilters,
  page: number,
): Promise<ReservationsPage> {
  return call(api, 'GET /book/hotel_brands/:brandId/organizations/:organizationId/reservations', {
    params: paramsOf(ref),
    query: {
      page,
      checkin_from: filters.checkinFrom || undefined,
      checkin_to: filters.checkinTo || undefined,
      status: filters.status || undefined,
    },
  });
}

/** `POST …/exports`: asks for a zip of the reservations checking in over the period (202, pending). */
export async function requestExport(
  api: ApiClient,
  ref: OrganizationRef,
  body: { checkin_from: string; checkin_to: string; password: string; password_confirmation: string },
): Promise<OrganizationExport> {
  const answer = await call(api, 'POST /book/hotel_brands/:brandId/organizations/:organizationId/exports', {
    params: paramsOf(ref),
    body,
  });
  return answer.data;
}

/** `GET …/exports`: the organization's recent exports, newest first. */
export async function recentExports(api: ApiClient, ref: OrganizationRef): Promise<OrganizationExport[]> {
  return (
    await call(api, 'GET /book/hotel_brands/:brandId/organizations/:organizationId/exports', {
      params: paramsOf(ref),
    })
  ).data;
}

/** `GET …/exports/{id}`: one export and where it is. */
export async function showExport(
  api: ApiClient,
  ref: OrganizationRef,
  exportId: number,
): Promise<OrganizationExport> {
  return (
    await call(api, 'GET /book/hotel_brands/:brandId/organizations/:organizationId/exports/:exportId', {
      params: { ...paramsOf(ref), exportId: String(exportId) },
    })
  ).data;
}

const exportPath = (ref: OrganizationRef, exportId: number) =>
  `/hotel_brands/${ref.brandId}/organizations/${ref.organizationId}/exports/${exportId}/download`;

/**
 * `GET …/exports/{id}/download`: the zip, through the api client so the admin's bearer and the session
 * headers go with it (a plain link could not carry them); refusals (1200, 1250, 1252) throw as errors.
 */
export async function downloadExport(
  api: ApiClient,
  ref: OrganizationRef,
  found: Pick<OrganizationExport, 'id' | 'file_name'>,
): Promise<DownloadedFile> {
  const response = await api.request<Response>('GET', exportPath(ref, found.id), {
    raw: true,
    headers: { Accept: 'application/zip, application/json' },
  });
  const blob = await response.blob();
  const fileName = fileNameOf(response.headers.get('Content-Disposition')) ?? found.file_name;
  return { blob, fileName };
}
