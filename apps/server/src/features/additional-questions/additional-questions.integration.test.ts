import {
  type AdditionalAnswer,
  additionalQuestionsResponseSchema,
} from '@yadori/contract/additional-questions.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileAttachments } from '../../db/tables/file-attachments.table.ts';
import { AppError } from '../../http/app-error.ts';
import { DEMO_BRANDS, DEMO_HOTEL_CLIENTS, DEMO_HOTELS } from '../../seed/seed-facts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';
import { findHotelById } from '../hotels/hotels.service.ts';
import type { AnswersChecker } from '../reservations/reservations.service.ts';
import { insertQuestions } from './additional-questions.repository.ts';
import { checkBookingAnswers, checkReservationAnswers } from './additional-questions.service.ts';

const { hanamiTokyo: tokyo, hanamiKyoto: kyoto, yamabukiRyokan: yamabuki } = DEMO_HOTELS;

describe.each(testDatabaseKinds())('additional questions on %s', (database) => {
  let t: TestApp;
  let session: string;

  beforeAll(async () => {
    t = await createTestApp({ database });
    session = await issueClientSession(t.app);
  }, 180_000);
  afterAll(async () => t?.close());

  async function get(url: string, headers: Record<string, string> = {}) {
    return t.app.inject({ url, headers: { 'client-session': session, ...headers } });
  }
  async function questions(url: string, locale = 'en') {
    const response = await get(url, { 'tripla-locale': locale });
    expect(response.statusCode).toBe(200);
    return additionalQuestionsResponseSchema.parse(response.json()).data.additional_questions;
  }
  const q = (filters: string[]) => `q=${encodeURIComponent(JSON.stringify(filters))}`;

  it("answers a hotel's questions in the caller's language with options and flags", async () => {
    const list = await questions(`/book/hotels/${yamabuki.id}/additional_questions`, 'ko');
    expect(list.map((x) => x.question_type)).toEqual([
      'checkin',
      'checkout',
      'people_per_room',
      'free',
      'free',
    ]);
    expect(list[0]).toMatchObject({ name: '체크인 예정 시간', required: true, hotel_id: yamabuki.id });
    expect(list[0]!.options.map((o) => o.value)).toEqual([
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
      '18:00',
      '18:30',
      '19:00',
    ]);
    expect(list[0]!.translations_attributes).toHaveLength(5);
    const tokyoList = await questions(`/book/hotels/${tokyo.id}/additional_questions`, 'zh_Hant');
    const purpose = tokyoList.find((x) => x.answer_type === 'options' && x.question_type === 'free')!;
    expect(purpose.options.map((o) => o.label)).toEqual(['觀光休閒', '商務', '紀念日']);
    expect(tokyoList.some((x) => x.question_type === 'file' && x.answer_type === 'file')).toBe(true);
  });

  it('keeps brand notifications for all facilities or the hotel named, and member questions for members', async () => {
    const url = `/book/hotel_brands/${DEMO_BRANDS.hanami.id}/additional_questions`;
    const atTokyo = await questions(`${url}?${q(['all_users', `target_facility_${tokyo.id}`])}`);
    expect(atTokyo.map((x) => x.name)).toEqual(['For Hanami Club members', 'Lobby renovation']);
    const atKyoto = await questions(`${url}?${q(['all_users', `target_facility_${kyoto.id}`])}`);
    expect(atKyoto.map((x) => x.name)).toEqual(['For Hanami Club members']);
    const member = await questions(
      `${url}?q=${encodeURIComponent(JSON.stringify({ label_filters: ['all_users', 'membership_program_1', 'membership_rank_all', `target_facility_${kyoto.id}`] }))}`,
    );
    expect(member.map((x) => x.name)).toEqual(['For Hanami Club members', 'Members’ newsletter']);
    const corporate = await questions(`${url}?${q(['membership_organization_all', 'target_facility_1'])}`);
    expect(corporate.map((x) => x.name)).toContain('Company billing reference');
  });

  it('hides questions before settings.started_at', async () => {
    const [id] = await insertQuestions(t.db, [
      {
        hotelId: kyoto.id,
        brandId: null,
        questionType: 'free',
        answerType: 'text',
        name: '未来の質問',
        translations: [],
        required: true,
        perRoom: false,
        multiple: false,
        options: [],
        labels: [],
        startedAt: new Date(Date.now() + 86_400_000),
      },
    ]);
    const list = await questions(`/book/hotels/${kyoto.id}/additional_questions`);
    expect(list.map((x) => x.id)).not.toContain(id);
  });

  it('refuses a q that is not a JSON list, unknown brands and hotels outside the session scope', async () => {
    const bad = await get(`/book/hotels/${tokyo.id}/additional_questions?q=%5B%7B`, {
      'tripla-locale': 'ja',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({
      code: 1000,
      details: { fields: { q: [expect.stringContaining('ラベル')] } },
    });
    const numbers = await get(
      `/book/hotels/${tokyo.id}/additional_questions?${q([1, 2] as unknown as string[])}`,
    );
    expect(numbers.statusCode).toBe(400);
    expect((await get('/book/hotel_brands/999/additional_questions')).statusCode).toBe(404);
    const kyotoOnly = await issueClientSession(t.app, DEMO_HOTEL_CLIENTS['hanami-kyoto']);
    const outside = await t.app.inject({
      url: `/book/hotels/${tokyo.id}/additional_questions`,
      headers: { 'client-session': kyotoOnly },
    });
    expect(outside.statusCode).toBe(404);
  });

  it("checks a booking's answers against the hotel's and brand's questions and this hotel's files", async () => {
    const hotel = (await findHotelById(t.db, yamabuki.id))!;
    const list = await questions(`/book/hotels/${yamabuki.id}/additional_questions`);
    const [checkin, , people, dinner] = list;
    const fileId = 'a'.repeat(32);
    const otherHotelFile = 'b'.repeat(32);
    await t.db.insert(fileAttachments).values([
      {
        id: fileId,
        hotelId: yamabuki.id,
        fileName: 'x.png',
        contentType: 'image/png',
        size: 10,
        sha256: 'c'.repeat(64),
      },
      {
        id: otherHotelFile,
        hotelId: tokyo.id,
        fileName: 'y.png',
        contentType: 'image/png',
        size: 10,
        sha256: 'd'.repeat(64),
      },
    ]);
    const rooms = [{ adults: 2 }];
    const answers = [
      { question_id: checkin!.id, rooms: [{ room_index: 0, checkin_time: '16:00' }] },
      { question_id: people!.id, rooms: [{ room_index: 0, men_count: 1, women_count: 1 }] },
      { question_id: dinner!.id, options: ['18:30'] },
    ];
    const rows = await checkBookingAnswers(t.db, { hotel, answers, rooms, now: new Date() });
    expect(rows).toHaveLength(3);

    const refused = await checkBookingAnswers(t.db, {
      hotel,
      answers: [
        answers[0]!,
        { question_id: people!.id, rooms: [{ room_index: 0, men_count: 2, women_count: 1 }] },
      ],
      rooms,
      now: new Date(),
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    const body = (refused as AppError).toBody('ja');
    expect(body.errors[0]!.details.base.map((b) => b.error)).toEqual([
      '1室目の男性と女性の人数の合計を大人2名に合わせてください。',
      '必須項目を入力してください：「ご夕食の開始時刻」',
    ]);

    // Seoul asks for a passport copy: a file of another hotel is refused, one of this hotel accepted.
    const seoul = (await findHotelById(t.db, DEMO_HOTELS.hanamiSeoul.id))!;
    const seoulQuestions = await questions(`/book/hotels/${seoul.id}/additional_questions`);
    const passport = seoulQuestions.find((x) => x.question_type === 'file')!;
    await t.db.insert(fileAttachments).values({
      id: 'e'.repeat(32),
      hotelId: seoul.id,
      fileName: 'passport.pdf',
      contentType: 'application/pdf',
      size: 10,
      sha256: 'f'.repeat(64),
    });
    const withFile = (id: string) =>
      checkBookingAnswers(t.db, {
        hotel: seoul,
        answers: [{ question_id: passport.id, file_attachment_ids: [id] }],
        rooms,
        now: new Date(),
      });
    await expect(withFile(otherHotelFile)).rejects.toMatchObject({ code: 1000 });
    expect(await withFile('e'.repeat(32))).toEqual([
      {
        questionId: passport.id,
        roomIndex: null,
        answer: { file_attachment_ids: ['e'.repeat(32)] },
        attachmentIds: ['e'.repeat(32)],
      },
    ]);
  });

  it("accepts a member's answer to a member-only brand question without asking it of guests", async () => {
    const checker: AnswersChecker = checkReservationAnswers;
    const hotel = (await findHotelById(t.db, kyoto.id))!;
    const brandUrl = `/book/hotel_brands/${DEMO_BRANDS.hanami.id}/additional_questions`;
    const member = await questions(`${brandUrl}?${q(['membership_rank_all'])}`);
    const newsletter = member.find((x) => x.name === 'Members’ newsletter')!;
    const body = (answers: AdditionalAnswer[]) => ({
      rooms: [{ adults: 2 }],
      answers,
      locale: 'en' as const,
    });
    await expect(
      checker({
        db: t.db,
        hotel,
        body: body([{ question_id: newsletter.id, options: ['yes'] }]) as never,
        now: new Date(),
      }),
    ).resolves.toBeUndefined();
    await expect(
      checkReservationAnswers({
        db: t.db,
        hotel,
        body: body([{ question_id: newsletter.id, options: ['maybe'] }]),
        now: new Date(),
      }),
    ).rejects.toMatchObject({ code: 1000 });
    // The company reference is required of organization members only: a guest books without it.
    await expect(
      checkReservationAnswers({ db: t.db, hotel, body: body([]), now: new Date() }),
    ).resolves.toBeUndefined();
  });
});
