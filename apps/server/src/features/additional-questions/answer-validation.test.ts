import { describe, expect, it } from 'vitest';
import { type QuestionToAnswer, validateAnswers } from './answer-validation.ts';

const q = (
  overrides: Partial<QuestionToAnswer> & Pick<QuestionToAnswer, 'id' | 'questionType'>,
): QuestionToAnswer => ({
  name: `Question ${overrides.id}`,
  answerType: 'text',
  required: true,
  perRoom: false,
  multiple: false,
  optionValues: [],
  ...overrides,
});

const checkin = q({
  id: 1,
  questionType: 'checkin',
  answerType: 'options',
  optionValues: ['15:00', '16:00'],
});
const people = q({ id: 2, questionType: 'people_per_room' });
const purpose = q({
  id: 3,
  questionType: 'free',
  answerType: 'options',
  optionValues: ['leisure', 'business'],
});
const note = q({ id: 4, questionType: 'free', required: false });
const passport = q({ id: 5, questionType: 'file', answerType: 'file' });
const notice = q({ id: 6, questionType: 'notification', required: true });
const all = [checkin, people, purpose, note, passport, notice];
const rooms = [{ adults: 2 }, { adults: 1 }];
const files = new Set(['file-aaaaaaaaaaaaaaaaaaaa', 'file-bbbbbbbbbbbbbbbbbbbb']);

const keysOf = (check: ReturnType<typeof validateAnswers>) => check.issues.map((i) => `${i.key} ${i.field}`);

describe('validateAnswers', () => {
  const good = [
    { question_id: 1, rooms: [0, 1].map((room_index) => ({ room_index, checkin_time: '16:00' })) },
    {
      question_id: 2,
      rooms: [
        { room_index: 0, men_count: 1, women_count: 1 },
        { room_index: 1, men_count: 0, women_count: 1 },
      ],
    },
    { question_id: 3, options: ['business'] },
    { question_id: 5, file_attachment_ids: ['file-aaaaaaaaaaaaaaaaaaaa'] },
  ];

  it('accepts complete answers and returns a row per question, per room where the question is per room', () => {
    const check = validateAnswers(all, good, rooms, files);
    expect(check.issues).toEqual([]);
    expect(check.answers).toContainEqual({
      questionId: 2,
      roomIndex: 1,
      answer: { adults: 1, men_count: 0, women_count: 1 },
      attachmentIds: [],
    });
    expect(check.answers).toContainEqual({
      questionId: 5,
      roomIndex: null,
      answer: { file_attachment_ids: ['file-aaaaaaaaaaaaaaaaaaaa'] },
      attachmentIds: ['file-aaaaaaaaaaaaaaaaaaaa'],
    });
    expect(check.answers.filter((a) => a.questionId === 1)).toHaveLength(2);
  });

  it('names each missing required answer, room by room; notifications need none', () => {
    const check = validateAnswers(
      all,
      [{ question_id: 1, rooms: [{ room_index: 0, checkin_time: '15:00' }] }],
      rooms,
      files,
    );
    expect(keysOf(check)).toEqual([
      'questions.roomRequired answers[0]',
      'questions.roomRequired answers',
      'questions.roomRequired answers',
      'questions.required answers',
      'questions.required answers',
    ]);
    expect(check.issues[0]?.params).toMatchObject({ room: 2, question: 'Question 1' });
    expect(check.answers).toEqual([]);
  });

  it('men and women must add up to the adults of that room (not the adults the answer claims)', () => {
    const answers = [
      ...good.filter((a) => a.question_id !== 2),
      {
        question_id: 2,
        rooms: [
          { room_index: 0, adults: 3, men_count: 2, women_count: 1 },
          { room_index: 1, men_count: 1 },
        ],
      },
    ];
    expect(keysOf(validateAnswers(all, answers, rooms, files))).toEqual([
      'questions.peopleMismatch answers[3].rooms[0].men_count',
      'questions.peopleMismatch answers[3].rooms[1].men_count',
    ]);
  });

  it('refuses times and options that were not offered, two choices of a single-choice question, long text', () => {
    const answers = [
      { question_id: 1, rooms: [0, 1].map((room_index) => ({ room_index, checkin_time: '03:00' })) },
      good[1]!,
      { question_id: 3, options: ['leisure', 'business'] },
      { question_id: 4, text: 'あ'.repeat(256) },
      good[3]!,
    ];
    expect(keysOf(validateAnswers(all, answers, rooms, files))).toEqual([
      'questions.timeInvalid answers[0].rooms[0].checkin_time',
      'questions.timeInvalid answers[0].rooms[1].checkin_time',
      'questions.oneOption answers[2].options',
      'questions.textTooLong answers[3].text',
    ]);
    const longest = validateAnswers(all, [...good, { question_id: 4, text: '😀'.repeat(255) }], rooms, files);
    expect(longest.issues).toEqual([]);
  });

  it('refuses unknown questions, answers given twice, rooms the booking lacks and files of nobody', () => {
    const answers = [
      ...good.filter((a) => a.question_id !== 5),
      { question_id: 99, text: 'x' },
      { question_id: 3, options: ['leisure'] },
      { question_id: 5, file_attachment_ids: ['file-unknownunknownunkno'] },
      { question_id: 6, text: '' },
    ];
    answers[0] = {
      question_id: 1,
      rooms: [0, 1, 2].map((room_index) => ({ room_index, checkin_time: '15:00' })),
    };
    expect(keysOf(validateAnswers(all, answers, rooms, files))).toEqual([
      'questions.unknown answers[3].question_id',
      'questions.duplicate answers[4].question_id',
      'questions.roomUnknown answers[0].rooms[2].room_index',
      'questions.attachmentUnknown answers[5].file_attachment_ids',
    ]);
  });

  it('a booking holds at most 30 files', () => {
    const many = Array.from({ length: 31 }, (_, i) => `file-${String(i).padStart(20, '0')}`);
    const perRoomFiles = q({
      id: 7,
      questionType: 'file',
      answerType: 'file',
      perRoom: true,
      required: false,
    });
    const answers = [
      ...good.filter((a) => a.question_id !== 5),
      { question_id: 5, file_attachment_ids: many.slice(0, 20) },
      { question_id: 7, rooms: [{ room_index: 1, file_attachment_ids: many.slice(15) }] },
    ];
    const check = validateAnswers([...all, perRoomFiles], answers, rooms, new Set(many));
    expect(keysOf(check)).toEqual(['questions.tooManyAttachments answers']);
    const fewer = validateAnswers([...all, perRoomFiles], answers.slice(0, -1), rooms, new Set(many));
    expect(fewer.issues).toEqual([]);
  });
});
