import type { EndpointsByKey } from './endpoint.ts';
import {
  additionalQuestionEndpoints,
  reservationAnswerEndpoints,
} from './endpoints/additional-questions.endpoints.ts';
import { previewEndpoints, staffAnalyticsEndpoints } from './endpoints/analytics.endpoints.ts';
import { cancellationPolicyEndpoints } from './endpoints/cancellation-policies.endpoints.ts';
import { clientSessionEndpoints } from './endpoints/client-sessions.endpoints.ts';
import { extrasEndpoints } from './endpoints/extras.endpoints.ts';
import { facilitiesEndpoints } from './endpoints/facilities.endpoints.ts';
import { fileAttachmentEndpoints } from './endpoints/file-attachments.endpoints.ts';
import { memberCardEndpoints } from './endpoints/member-cards.endpoints.ts';
import { memberSessionEndpoints } from './endpoints/member-sessions.endpoints.ts';
import {
  federatedSignInEndpoints,
  memberAccountEndpoints,
  membershipProgramEndpoints,
} from './endpoints/memberships.endpoints.ts';
import { noticeEndpoints, staffNoticeEndpoints } from './endpoints/notices.endpoints.ts';
import { organizationEndpoints } from './endpoints/organizations.endpoints.ts';
import { partnerEndpoints } from './endpoints/partner.endpoints.ts';
import {
  partnerPaymentLinkEndpoints,
  payPalEndpoints,
  staffPaymentLinkEndpoints,
  transactionEndpoints,
} from './endpoints/payment-links.endpoints.ts';
import { memberPointEndpoints } from './endpoints/points.endpoints.ts';
import { reservationEndpoints } from './endpoints/reservations.endpoints.ts';
import { searchEndpoints } from './endpoints/search.endpoints.ts';
import { settingsEndpoints } from './endpoints/settings.endpoints.ts';
import { staffAccountEndpoints } from './endpoints/staff.endpoints.ts';
import { staffExtrasEndpoints } from './endpoints/staff-extras.endpoints.ts';
import { staffMediaEndpoints } from './endpoints/staff-media.endpoints.ts';
import { staffPartnerKeyEndpoints } from './endpoints/staff-partner-keys.endpoints.ts';
import { staffPromotionEndpoints } from './endpoints/staff-promotions.endpoints.ts';
import { staffPropertyEndpoints } from './endpoints/staff-property.endpoints.ts';
import { staffRatesEndpoints } from './endpoints/staff-rates.endpoints.ts';
import { staffReservationEndpoints } from './endpoints/staff-reservations.endpoints.ts';
import { staffWebhookEndpoints } from './endpoints/staff-webhooks.endpoints.ts';

/** Every /api and /book endpoint the server registers, described once (decision 032). */
export const endpoints = [
  ...Object.values(clientSessionEndpoints),
  ...Object.values(settingsEndpoints),
  ...Object.values(memberSessionEndpoints),
  ...Object.values(memberAccountEndpoints),
  ...Object.values(membershipProgramEndpoints),
  ...Object.values(federatedSignInEndpoints),
  ...Object.values(memberPointEndpoints),
  ...Object.values(memberCardEndpoints),
  ...Object.values(organizationEndpoints),
  ...Object.values(facilitiesEndpoints),
  ...Object.values(searchEndpoints),
  ...Object.values(cancellationPolicyEndpoints),
  ...Object.values(reservationEndpoints),
  ...Object.values(extrasEndpoints),
  ...Object.values(additionalQuestionEndpoints),
  ...Object.values(reservationAnswerEndpoints),
  ...Object.values(fileAttachmentEndpoints),
  ...Object.values(staffAccountEndpoints),
  ...Object.values(staffPropertyEndpoints),
  ...Object.values(staffPromotionEndpoints),
  ...Object.values(staffExtrasEndpoints),
  ...Object.values(staffMediaEndpoints),
  ...Object.values(staffPartnerKeyEndpoints),
  ...Object.values(staffRatesEndpoints),
  ...Object.values(staffReservationEndpoints),
  ...Object.values(staffWebhookEndpoints),
  ...Object.values(partnerEndpoints),
  ...Object.values(transactionEndpoints),
  ...Object.values(payPalEndpoints),
  ...Object.values(staffPaymentLinkEndpoints),
  ...Object.values(partnerPaymentLinkEndpoints),
  ...Object.values(noticeEndpoints),
  ...Object.values(previewEndpoints),
  ...Object.values(staffNoticeEndpoints),
  ...Object.values(staffAnalyticsEndpoints),
];

/**
 * The endpoints by `"METHOD /path"`. The widget imports this type only (`import type`): its calls are
 * typed from the schemas without a byte of Zod in its bundle.
 */
export type Endpoints = EndpointsByKey<(typeof endpoints)[number]>;
