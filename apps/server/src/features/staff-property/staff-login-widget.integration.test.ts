import { signInButtonResponseSchema } from '@yadori/contract/settings.schema';
import { staffLoginWidgetResponseSchema } from '@yadori/contract/staff-property.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';
import { createTestStaff, staffInject } from '../staff-accounts/staff-test-kit.ts';
import { auditOf, hotelBody, type Json } from './staff-property-test-kit.ts';

// The console edits a hotel's sign-in button (spec §3 login widget); guests read it through /book,
// whose hotel cache is on (5 s, the default), so "at once" means the console's change forgot it.
const TOKYO = 1;
const KYOTO = 2;

type Caller = 'admin' | 'manager' | 'frontDesk' | 'otherManager' | 'stranger';

const widget = (overrides: Record<string, unknown> = {}) => ({
  is_active: true,
  allow_signup: true,
  organization_login_widget_enabled: false,
  translations: [
    { locale: 'en', title: 'Members save 10%', description: 'Sign in for member prices' },
    { locale: 'ja', title: '会員なら10%お得', description: 'ログインで会員価格' },
  ],
  privacy_url: 'https://hanami.example/privacy',
  term_of_use_url: 'https://hanami.example/terms',
  ...overrides,
});

describe.each(testDatabaseKinds())('hotel sign-in button in the console (%s)', (kind) => {
  let t: TestApp;
  let who: Record<Caller, { authorization: string }>;
  let session: string;
  const call = (caller: Caller, method: 'GET' | 'PUT', hotelId: number, body?: unknown) =>
    staffInject(t.app, method, `/staff/hotels/${hotelId}/login_widget`, {
      authorization: who[caller].authorization,
      ...(body === undefined ? {} : { body }),
    });
  const guestButton = async (code: string) => {
    const response = await t.app.inject({
      url: `/book/hotels/${code}/settings/sign_in_button`,
      headers: { 'client-session': session, 'tripla-locale': 'en' },
    });
    expect(response.statusCode).toBe(200);
    return signInButtonResponseSchema.parse(response.json()).data;
  };

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    who = {
      admin: await createTestStaff(t.db, { role: 'brand_admin' }),
      manager: await createTestStaff(t.db, { role: 'hotel_manager', hotelIds: [TOKYO] }),
      frontDesk: await createTestStaff(t.db, { role: 'front_desk', hotelIds: [TOKYO] }),
      otherManager: await createTestStaff(t.db, { role: 'hotel_manager', hotelIds: [KYOTO] }),
      stranger: await createTestStaff(t.db, { role: 'brand_admin', brandId: 2 }),
    };
    session = await issueClientSession(t.app);
  });
  afterAll(() => t?.close());

  it("answers a new hotel's inactive button (what guests get), then the one it saves", async () => {
    const created = await staffInject(t.app, 'POST', '/staff/hotels', {
      authorization: who.admin.authorization,
      body: hotelBody('login-osaka'),
    });
    expect(created.status).toBe(201);
    const hotelId: number = created.body.data.id;

    const before = await call('admin', 'GET', hotelId);
    expect(before.status).toBe(200);
    expect(staffLoginWidgetResponseSchema.parse(before.body).data).toEqual({
      hotel_id: hotelId,
      configured: false,
      is_active: false,
      allow_signup: false,
      organization_login_widget_enabled: false,
      translations: [],
      privacy_url: null,
      term_of_use_url: null,
    });
    const guestBefore = await guestButton('login-osaka');
    expect(guestBefore).toMatchObject({ is_active: false, translations_attributes: [] });

    const saved = await call('admin', 'PUT', hotelId, widget());
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ hotel_id: hotelId, configured: true, ...widget() });
    expect((await call('admin', 'GET', hotelId)).body.data).toEqual(saved.body.data);

    const [entry] = await auditOf(t.db, 'login_widget', hotelId);
    expect(entry).toMatchObject({ action: 'login_widget.update', hotel_id: hotelId, before: null });
    expect(entry?.after).toMatchObject({ is_active: true, privacy_url: 'https://hanami.example/privacy' });
  });

  it('shows the change to guests at once, audited before and after', async () => {
    const previous = await guestButton('hanami-tokyo');
    const change = widget({
      allow_signup: false,
      organization_login_widget_enabled: true,
      translations: [{ locale: 'en', title: 'Corporate guests', description: '' }],
      privacy_url: null,
    });
    expect((await call('manager', 'PUT', TOKYO, change)).status).toBe(200);

    const after = await guestButton('hanami-tokyo');
    expect(after).toMatchObject({
      is_active: true,
      allow_signup: false,
      organization_login_widget_enabled: true,
      translations_attributes: change.translations,
      privacy_url: null,
      term_of_use_url: 'https://hanami.example/terms',
    });
    expect(after.federated_providers).toEqual(previous.federated_providers);

    const entries = await auditOf(t.db, 'login_widget', TOKYO);
    const last: Json = entries.at(-1);
    expect(last.before).toMatchObject({
      allow_signup: previous.allow_signup,
      translations: previous.translations_attributes,
    });
    expect(last.after).toMatchObject({ allow_signup: false, privacy_url: null });
  });

  it('refuses a page address that is not http(s) with a 422 on the field, and keeps the button', async () => {
    const stored = (await call('admin', 'GET', TOKYO)).body.data;
    for (const [field, value] of [
      ['privacy_url', 'javascript:alert(1)'],
      ['term_of_use_url', 'ftp://hanami.example/terms'],
      ['privacy_url', 'https://'],
    ] as const) {
      const answer = await call('admin', 'PUT', TOKYO, widget({ [field]: value }));
      expect(answer.status, value).toBe(422);
      expect(Object.keys(answer.body.errors[0].details.fields ?? {})).toEqual([field]);
    }
    expect((await call('admin', 'GET', TOKYO)).body.data).toEqual(stored);
  });

  it('answers malformed bodies with 400', async () => {
    const bodies: unknown[] = [
      { ...widget(), colour: 'red' },
      widget({ translations: [{ locale: 'en', title: 'A', description: '', extra: 1 }] }),
      widget({
        translations: [
          { locale: 'en', title: 'A', description: '' },
          { locale: 'en', title: 'B', description: '' },
        ],
      }),
      widget({ translations: [{ locale: 'xx', title: 'A', description: '' }] }),
      widget({ translations: [{ locale: 'en', title: ' ', description: '' }] }),
      widget({ is_active: 'yes' }),
      { is_active: true },
    ];
    for (const body of bodies) {
      const answer = await call('admin', 'PUT', TOKYO, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('lets admins and the hotel manager change it, front desk read it, others not find it', async () => {
    const statuses = async (method: 'GET' | 'PUT') => {
      const out: Partial<Record<Caller, number>> = {};
      for (const caller of Object.keys(who) as Caller[])
        out[caller] = (await call(caller, method, TOKYO, method === 'PUT' ? widget() : undefined)).status;
      return out;
    };
    expect(await statuses('GET')).toEqual({
      admin: 200,
      manager: 200,
      frontDesk: 200,
      otherManager: 404,
      stranger: 404,
    });
    expect(await statuses('PUT')).toEqual({
      admin: 200,
      manager: 200,
      frontDesk: 403,
      otherManager: 404,
      stranger: 404,
    });
    const anonymous = await staffInject(t.app, 'GET', `/staff/hotels/${TOKYO}/login_widget`);
    expect(anonymous.status).toBe(401);
  });
});
