import { describe, expect, it } from 'vitest';
import { answersAsBooked, type SavedAnswer, savedAnswerOf } from './reservation-answers.saved.ts';

const checkin = { id: 1, questionType: 'checkin', answerType: 'options' } as const;
const people = { id: 2, questionType: 'people_per_room', answerType: 'text' } as const;
const note = { id: 3, questionType: 'free', answerType: 'text' } as const;
const purpose = { id: 4, questionType: 'free', answerType: 'options' } as const;
const passport = { id: 5, questionType: 'file', answerType: 'file' } as const;

/** Rows as a booking keeps them: each body answer whole, on no room. */
const booked: SavedAnswer[] = [
  {
    questionId: 1,
    roomIndex: null,
    answer: {
      question_id: 1,
      rooms: [
        { room_index: 0, checkin_time: '16:00' },
        { room_index: 1, checkin_time: '18:30' },
      ],
    },
    attachmentIds: [],
  },
  {
    questionId: 2,
    roomIndex: null,
    answer: { question_id: 2, rooms: [{ room_index: 1, men_count: 2, women_count: 1 }] },
    attachmentIds: [],
  },
  { questionId: 3, roomIndex: null, answer: { question_id: 3, text: ' late ' }, attachmentIds: [] },
  {
    questionId: 4,
    roomIndex: null,
    answer: { question_id: 4, options: ['business', 'business'] },
    attachmentIds: [],
  },
  {
    questionId: 5,
    roomIndex: null,
    answer: { question_id: 5, file_attachment_ids: ['f1'] },
    attachmentIds: ['f1'],
  },
];

/** Rows as answers after booking keep them: one per question and room, the room's answer only. */
const changed: SavedAnswer[] = [
  { questionId: 1, roomIndex: 1, answer: { checkin_time: '20:00' }, attachmentIds: [] },
  { questionId: 3, roomIndex: null, answer: { text: 'early' }, attachmentIds: [] },
  { questionId: 5, roomIndex: null, answer: { file_attachment_ids: ['f2'] }, attachmentIds: ['f2'] },
];

describe('saved answers, as booked or as changed after booking', () => {
  it('reads a booking answer room by room, in the shape of an answer given after booking', () => {
    expect(savedAnswerOf(booked, checkin, 0)).toEqual({ checkin_time: '16:00' });
    expect(savedAnswerOf(booked, checkin, 1)).toEqual({ checkin_time: '18:30' });
    expect(savedAnswerOf(booked, checkin, 2)).toBeNull();
    expect(savedAnswerOf(booked, people, 0)).toBeNull();
    expect(savedAnswerOf(booked, people, 1)).toEqual({ adults: 3, men_count: 2, women_count: 1 });
    expect(savedAnswerOf(booked, note, null)).toEqual({ text: 'late' });
    expect(savedAnswerOf(booked, purpose, null)).toEqual({ options: ['business'] });
    expect(savedAnswerOf(booked, passport, null)).toEqual({ file_attachment_ids: ['f1'] });
  });

  it('reads a changed answer as kept, and no booking answer for a question not answered', () => {
    expect(savedAnswerOf(changed, checkin, 0)).toBeNull();
    expect(savedAnswerOf(changed, checkin, 1)).toEqual({ checkin_time: '20:00' });
    expect(savedAnswerOf(changed, note, null)).toEqual({ text: 'early' });
    expect(savedAnswerOf(changed, passport, null)).toEqual({ file_attachment_ids: ['f2'] });
    expect(savedAnswerOf(changed, purpose, null)).toBeNull();
  });

  it('ignores parts that do not answer the question (a blank text, a time of another kind)', () => {
    const odd: SavedAnswer[] = [
      {
        questionId: 1,
        roomIndex: null,
        answer: { question_id: 1, rooms: [{ room_index: 0, checkout_time: '10:00' }] },
        attachmentIds: [],
      },
      { questionId: 3, roomIndex: null, answer: { question_id: 3, text: '   ' }, attachmentIds: [] },
    ];
    expect(savedAnswerOf(odd, checkin, 0)).toBeNull();
    expect(savedAnswerOf(odd, note, null)).toBeNull();
  });

  it('gives every answer in the booking shape, booking rows as they are and changed rows gathered', () => {
    expect(answersAsBooked([booked[2]!, ...changed])).toEqual([
      { question_id: 3, text: ' late ' },
      { question_id: 1, rooms: [{ room_index: 1, checkin_time: '20:00' }] },
      { question_id: 3, text: 'early' },
      { question_id: 5, file_attachment_ids: ['f2'] },
    ]);
    expect(
      answersAsBooked([
        { questionId: 1, roomIndex: 0, answer: { checkin_time: '15:00' }, attachmentIds: [] },
        { questionId: 1, roomIndex: 1, answer: { checkin_time: '16:00' }, attachmentIds: [] },
      ]),
    ).toEqual([
      {
        question_id: 1,
        rooms: [
          { room_index: 0, checkin_time: '15:00' },
          { room_index: 1, checkin_time: '16:00' },
        ],
      },
    ]);
  });
});
