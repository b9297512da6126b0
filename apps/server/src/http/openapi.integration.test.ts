import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe('GET /book/openapi.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('is an OpenAPI 3.1 document generated from the route schemas, public', async () => {
    const response = await t.app.inject({ url: '/book/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = JSON.parse(response.body);
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual([
      '/api/client_sessions',
      '/book/hotel_brands/{brandId}/additional_questions',
      '/book/hotel_brands/{brandId}/hotels',
      '/book/hotel_brands/{brandId}/hotels/search',
      '/book/hotel_brands/{brandId}/membership_programs',
      '/book/hotel_brands/{brandId}/organizations/{organizationId}',
      '/book/hotel_brands/{brandId}/organizations/{organizationId}/exports',
      '/book/hotel_brands/{brandId}/organizations/{organizationId}/exports/{exportId}',
      '/book/hotel_brands/{brandId}/organizations/{organizationId}/exports/{exportId}/download',
      '/book/hotel_brands/{brandId}/organizations/{organizationId}/reservations',
      '/book/hotel_brands/{brandId}/reservations/{number}',
      '/book/hotels/{code}/organization/sign_in',
      '/book/hotels/{code}/settings/booking_widget',
      '/book/hotels/{code}/settings/sign_in_button',
      '/book/hotels/{code}/tripla_session/whoami',
      '/book/hotels/{hotelId}/additional_questions',
      '/book/hotels/{hotelId}/cancellation_policies',
      '/book/hotels/{hotelId}/cancellation_policies/{policyId}',
      '/book/hotels/{hotelId}/extras',
      '/book/hotels/{hotelId}/file_attachments',
      '/book/hotels/{hotelId}/memberships/brand_custom_auth/sign_in',
      '/book/hotels/{hotelId}/memberships/cancel',
      '/book/hotels/{hotelId}/memberships/chatbot_session',
      '/book/hotels/{hotelId}/memberships/confirm',
      '/book/hotels/{hotelId}/memberships/creansmaerd/sign_in',
      '/book/hotels/{hotelId}/memberships/credit_cards',
      '/book/hotels/{hotelId}/memberships/credit_cards/{id}',
      '/book/hotels/{hotelId}/memberships/point',
      '/book/hotels/{hotelId}/memberships/point_exchanges',
      '/book/hotels/{hotelId}/memberships/points_timeline',
      '/book/hotels/{hotelId}/memberships/program',
      '/book/hotels/{hotelId}/memberships/program/{programId}',
      '/book/hotels/{hotelId}/memberships/resend_confirm_email',
      '/book/hotels/{hotelId}/memberships/resend_confirmation',
      '/book/hotels/{hotelId}/memberships/setup',
      '/book/hotels/{hotelId}/memberships/show',
      '/book/hotels/{hotelId}/memberships/sign_in',
      '/book/hotels/{hotelId}/memberships/sign_out',
      '/book/hotels/{hotelId}/memberships/sign_up',
      '/book/hotels/{hotelId}/memberships/sign_up/verify',
      '/book/hotels/{hotelId}/memberships/start_reset_password_process',
      '/book/hotels/{hotelId}/memberships/switch',
      '/book/hotels/{hotelId}/memberships/tokens',
      '/book/hotels/{hotelId}/memberships/update',
      '/book/hotels/{hotelId}/memberships/update_email',
      '/book/hotels/{hotelId}/memberships/update_password',
      '/book/hotels/{hotelId}/memberships/{provider}/callback',
      '/book/hotels/{hotelId}/memberships/{provider}/sign_in',
      '/book/hotels/{hotelId}/notices',
      '/book/hotels/{hotelId}/preview',
      '/book/hotels/{hotelId}/reservations',
      '/book/hotels/{hotelId}/reservations/paypal_payments/client_credential',
      '/book/hotels/{hotelId}/reservations/paypal_payments/order',
      '/book/hotels/{hotelId}/reservations/paypal_payments/validate_credit_card',
      '/book/hotels/{hotelId}/reservations/{number}',
      '/book/hotels/{hotelId}/reservations/{number}/cancel',
      '/book/hotels/{hotelId}/reservations/{number}/guests',
      '/book/hotels/{hotelId}/reservations/{number}/receipt',
      '/book/hotels/{hotelId}/reservations/{number}/three_d_secure',
      '/book/hotels/{hotelId}/reservations/{number}/update_settings',
      '/book/hotels/{hotelId}/rooms',
      '/book/hotels/{hotelId}/rooms/availability',
      '/book/hotels/{hotelId}/rooms/inventory',
      '/book/hotels/{hotelId}/rooms/price',
      '/book/hotels/{hotelId}/rooms/recommendation',
      '/book/hotels/{hotelId}/tripla_pay/transactions/{paymentNumber}',
      '/book/hotels/{hotelId}/tripla_pay/transactions/{paymentNumber}/qr_code',
      '/book/qr_codes',
      '/book/reservations/{number}/additional_questions',
      '/book/reservations/{number}/additional_questions/batch_update',
      '/book/user/me',
      '/book/user/reservations',
      '/sandbox-pay/security-code-tokens',
      '/sandbox-pay/tokens',
      '/staff/audit_log',
      '/staff/brand',
      '/staff/hotels',
      '/staff/hotels/{hotelId}',
      '/staff/hotels/{hotelId}/accommodation_tax_bands',
      '/staff/hotels/{hotelId}/additional_questions',
      '/staff/hotels/{hotelId}/additional_questions/{questionId}',
      '/staff/hotels/{hotelId}/api_keys',
      '/staff/hotels/{hotelId}/api_keys/{keyId}',
      '/staff/hotels/{hotelId}/cancellation_policies',
      '/staff/hotels/{hotelId}/cancellation_policies/{policyId}',
      '/staff/hotels/{hotelId}/discounts',
      '/staff/hotels/{hotelId}/discounts/{discountId}',
      '/staff/hotels/{hotelId}/extras',
      '/staff/hotels/{hotelId}/extras/{extraId}',
      '/staff/hotels/{hotelId}/extras/{extraId}/stock',
      '/staff/hotels/{hotelId}/funnel',
      '/staff/hotels/{hotelId}/login_widget',
      '/staff/hotels/{hotelId}/media',
      '/staff/hotels/{hotelId}/notices',
      '/staff/hotels/{hotelId}/notices/{noticeId}',
      '/staff/hotels/{hotelId}/payment_links',
      '/staff/hotels/{hotelId}/payment_links/{number}',
      '/staff/hotels/{hotelId}/payment_links/{number}/cancel',
      '/staff/hotels/{hotelId}/payment_links/{number}/complete',
      '/staff/hotels/{hotelId}/payment_links/{number}/qr_code',
      '/staff/hotels/{hotelId}/payment_links/{number}/refund',
      '/staff/hotels/{hotelId}/payment_links/{number}/send',
      '/staff/hotels/{hotelId}/plans',
      '/staff/hotels/{hotelId}/plans/{hotelPlanId}',
      '/staff/hotels/{hotelId}/preview_tokens',
      '/staff/hotels/{hotelId}/promotion_codes',
      '/staff/hotels/{hotelId}/promotion_codes/{promotionCodeId}',
      '/staff/hotels/{hotelId}/qr_code',
      '/staff/hotels/{hotelId}/rates',
      '/staff/hotels/{hotelId}/rates/bulk',
      '/staff/hotels/{hotelId}/reservations',
      '/staff/hotels/{hotelId}/reservations/{number}',
      '/staff/hotels/{hotelId}/reservations/{number}/cancel',
      '/staff/hotels/{hotelId}/reservations/{number}/capture',
      '/staff/hotels/{hotelId}/reservations/{number}/change',
      '/staff/hotels/{hotelId}/reservations/{number}/files/{fileId}',
      '/staff/hotels/{hotelId}/reservations/{number}/no_show',
      '/staff/hotels/{hotelId}/reservations/{number}/notes',
      '/staff/hotels/{hotelId}/reservations/{number}/refund',
      '/staff/hotels/{hotelId}/reservations/{number}/resend_mail',
      '/staff/hotels/{hotelId}/room_types',
      '/staff/hotels/{hotelId}/room_types/{roomTypeId}',
      '/staff/hotels/{hotelId}/webhooks',
      '/staff/hotels/{hotelId}/webhooks/{endpointId}',
      '/staff/hotels/{hotelId}/webhooks/{endpointId}/deliveries',
      '/staff/hotels/{hotelId}/webhooks/{endpointId}/deliveries/{deliveryId}/retry',
      '/staff/hotels/{hotelId}/webhooks/{endpointId}/rotate_secret',
      '/staff/me',
      '/staff/me/password',
      '/staff/me/totp',
      '/staff/me/totp/confirm',
      '/staff/session',
      '/staff/sign_in',
      '/staff/users',
      '/staff/users/{userId}',
    ]);
    const settings = document.paths['/book/hotels/{code}/settings/booking_widget'].get;
    const schema = settings.responses['200'].content['application/json'].schema;
    expect(schema.properties.data.required).toContain('kids_tiers');
    expect(settings.responses['401']).toBeDefined();
    expect(
      document.paths['/api/client_sessions'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['client_key', 'client_secret']);
  });

  it('lists the booking’s Idempotency-Key header (optional) and version as required on both changes', async () => {
    const document = JSON.parse((await t.app.inject({ url: '/book/openapi.json' })).body);
    const book = document.paths['/book/hotels/{hotelId}/reservations'].post;
    const header = book.parameters.find((p: { in: string; name: string }) => p.in === 'header');
    expect(header).toMatchObject({ name: 'idempotency-key', required: false });
    expect(header.description).toMatch(/retry/);
    expect(header.schema.pattern).toBeDefined();
    // Only the documented header: the others a request carries are not parameters of their own.
    expect(book.parameters.filter((p: { in: string }) => p.in === 'header')).toHaveLength(1);

    const stay = '/book/hotels/{hotelId}/reservations/{number}';
    for (const operation of [document.paths[stay].put, document.paths[`${stay}/guests`].put]) {
      const body = operation.requestBody.content['application/json'].schema;
      expect(body.required).toContain('version');
      expect(body.properties.version.type).toBe('integer');
    }
    // A refusal's details name the case beside the spec number (e.g. 1103 price_became_cheaper).
    const conflict = book.responses['409'].content['application/json'].schema;
    expect(conflict.properties.errors.items.properties.details.properties.reason).toEqual({ type: 'string' });
    // The wire status of spec section 3.
    const reservation = document.paths[stay].get.responses['200'].content['application/json'].schema;
    expect(reservation.properties.data.properties.status.enum).toEqual([
      'pending_payment',
      'done',
      'cancelled',
    ]);
  });
});
