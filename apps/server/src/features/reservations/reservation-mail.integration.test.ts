import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../platform/mail/mail.repository.ts';
import { createMailService } from '../../platform/mail/mail.service.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { issueClientSession } from '../../testing/test-requests.ts';
import { quietTuesday } from '../search/search-test-kit.ts';
import { sendReservationConfirmation } from './reservation-confirmation-mail.ts';
import { type BookingKit, postBooking, simpleBody, TOKYO } from './reservation-test-kit.ts';

/** An SMTP server in this process that keeps what it receives. */
async function startSmtp() {
  const received: ParsedMail[] = [];
  const envelopes: string[][] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      envelopes.push(session.envelope.rcptTo.map((r) => r.address));
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    envelopes,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const dayAfter = (date: string, days = 1) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** What the booking kit's body helper needs: the stay and GET with this session. */
function kitFor(app: FastifyInstance, session: string, checkin: string, checkout: string): BookingKit {
  const get = async (url: string) => {
    const response = await app.inject({ url, headers: { 'client-session': session } });
    return { status: response.statusCode, body: response.json() };
  };
  return { checkin, checkout, get } as BookingKit;
}

describe('reservation mails through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let session: string;
  const checkin = quietTuesday(20);
  const checkout = dayAfter(checkin, 2);

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      hotelCacheTtlMs: 0,
      config: {
        smtpUrl: smtp.url,
        publicUrl: 'https://book.example',
        mailFrom: 'Hanami <stay@hanami.example>',
      },
    });
    session = await issueClientSession(t.app);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function book(locale: string, email: string) {
    const body = await simpleBody(kitFor(t.app, session, checkin, checkout), {
      guest: {
        first_name: 'Minji',
        last_name: 'Kim',
        email,
        email_confirmation: email,
        phone: '+82212345678',
      },
    });
    const response = await postBooking(t.app, session, body, { headers: { 'tripla-locale': locale } });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data;
  }

  it("sends the guest's confirmation in their language and the hotel's notice, each with the stay as .ics", async () => {
    const reservation = await book('ko', 'minji@example.com');
    await t.app.runDueJobs(new Date(Date.now() + 1000));
    expect(smtp.received).toHaveLength(2);
    const guest = smtp.received.find((m) => m.to && JSON.stringify(m.to).includes('minji@example.com'))!;
    expect(guest.subject).toBe(
      `花見ホテル 東京 예약이 확정되었습니다 (예약 번호 ${reservation.number})`.replace(
        '花見ホテル 東京',
        guest.subject!.split(' 예약')[0]!,
      ),
    );
    expect(guest.subject).toContain(reservation.number);
    expect(guest.from?.value[0]).toMatchObject({ name: 'Hanami', address: 'stay@hanami.example' });
    expect(guest.text).toContain('Kim Minji님, 안녕하세요.');
    expect(guest.text).toContain('현장 결제');
    expect(guest.text).toContain('세금 포함');
    expect(guest.text).toContain('취소 규정');
    expect(guest.text).toContain('체크인 당일 18시까지: 요금의 80%');
    expect(guest.text).toContain(`https://book.example/reservation/confirmation/${reservation.number}?`);
    expect(guest.html).toContain('<html lang="ko">');
    const ics = guest.attachments.find((a) => a.filename === `reservation-${reservation.number}.ics`)!;
    expect(ics.contentType).toBe('text/calendar');
    const calendar = ics.content.toString('utf8');
    // 15:00 in Tokyo is 06:00 UTC; check-out 11:00 is 02:00 UTC.
    expect(calendar).toContain(`DTSTART:${checkin.replaceAll('-', '')}T060000Z`);
    expect(calendar).toContain(`DTEND:${checkout.replaceAll('-', '')}T020000Z`);
    expect(calendar).toContain(`UID:reservation-${reservation.number}@yadori`);

    const notice = smtp.received.find((m) => m !== guest)!;
    expect(smtp.envelopes.flat()).toContain('reservations@hanami-tokyo.example');
    expect(notice.subject).toContain(`新規予約 ${reservation.number}`);
    expect(notice.text).toContain('電話番号: +82212345678');
    expect(notice.attachments).toHaveLength(1);

    const rows = await listOutbox(t.db);
    expect(rows.filter((r) => r.reservationId === reservation.id).every((r) => r.sentAt !== null)).toBe(true);
  });

  it('sends once however often the job runs again', async () => {
    const before = smtp.received.length;
    const [last] = await listOutbox(t.db, 1);
    const mail = createMailService({
      smtpUrl: smtp.url,
      from: 'x <x@example.com>',
      publicUrl: 'https://book.example',
    });
    await sendReservationConfirmation(t.db, last!.reservationId!, mail);
    mail.close();
    expect(smtp.received.length).toBe(before);
  });
});

describe('reservation mails without SMTP', () => {
  let t: TestApp;
  let session: string;
  const checkin = quietTuesday(21);

  beforeAll(async () => {
    t = await createTestApp({ hotelCacheTtlMs: 0, config: { devMailViewer: true } });
    session = await issueClientSession(t.app);
  }, 180_000);
  afterAll(async () => t?.close());

  it('keeps them in the outbox, shown escaped by the dev mail viewer', async () => {
    const kit = kitFor(t.app, session, checkin, dayAfter(checkin));
    const email = 'taro@example.com';
    const body = await simpleBody(kit, {
      guest: {
        first_name: '<b>Taro</b>',
        last_name: 'Yamada',
        email,
        email_confirmation: email,
        phone: '0312345678',
      },
    });
    const booked = await postBooking(t.app, session, body, { headers: { 'tripla-locale': 'ja' } });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    await t.app.runDueJobs(new Date(Date.now() + 1000));
    const rows = (await listOutbox(t.db)).filter((r) => r.reservationId === booked.body.data.id);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.sentAt === null)).toBe(true);
    const guest = rows.find((r) => r.toAddress === email)!;
    expect(guest.subject).toContain('ご予約確定のお知らせ');
    expect(guest.textBody).toContain('Yamada <b>Taro</b> 様');

    const list = await t.app.inject({ url: '/dev/mail' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-security-policy']).toContain("default-src 'none'");
    expect(list.body).toContain(`/dev/mail/${guest.id}`);
    const notice = rows.find((r) => r.toAddress !== email)!;
    const shown = await t.app.inject({ url: `/dev/mail/${notice.id}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('&lt;b&gt;Taro&lt;/b&gt;');
    expect(shown.body).not.toContain('<b>Taro</b>');
    expect(shown.body).toContain('<iframe title="HTML body" sandbox srcdoc=');
    const ics = await t.app.inject({ url: `/dev/mail/${guest.id}/attachments/0` });
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('BEGIN:VCALENDAR');
    expect((await t.app.inject({ url: '/dev/mail/999999' })).statusCode).toBe(404);
    expect(TOKYO).toBe(booked.body.data.hotel_id);
  });

  it('keeps the viewer off unless DEV_MAIL_VIEWER turns it on: its addresses answer 404', async () => {
    const byDefault = await createTestApp();
    try {
      expect(byDefault.config.devMailViewer).toBe(false);
      for (const url of ['/dev/mail', '/dev/mail/', '/dev/mail/1', '/dev/mail/1/attachments/0']) {
        const response = await byDefault.app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain('Dev mail');
        expect(response.json().errors[0].status, url).toBe(404);
      }
    } finally {
      await byDefault.close();
    }
  });
});
