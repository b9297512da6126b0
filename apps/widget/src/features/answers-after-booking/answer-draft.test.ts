import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/locales/en.ts';
import { createTranslator } from '../../i18n/translate.ts';
import { answerIssues, answersBody, withChange, withTimeForAllRooms } from './answer-draft.ts';
import type { AskedQuestion } from './answers-api.ts';
import { questionFixture, YAMABUKI_QUESTIONS } from './answers-test-kit.ts';

const t = createTranslator(en);
const rooms = [
  { room_index: 0, adults: 2 },
  { room_index: 1, adults: 1 },
];
const asked: AskedQuestion[] = YAMABUKI_QUESTIONS.map((question) => ({ question, answer: null }));

describe('answerIssues', () => {
  it('names every required question left open, per room where asked per room', () => {
    expect(answerIssues(asked, {}, rooms, t).map((i) => [i.id, i.label])).toEqual([
      ['answer-11', 'Check-in time'],
      ['answer-12-0-men', 'Men and women (room 1)'],
      ['answer-12-1-men', 'Men and women (room 2)'],
      ['answer-13', 'Dinner time'],
    ]);
  });

  it('wants men and women to add up to the room adults, and text within 255 characters', () => {
    let drafts = withTimeForAllRooms({}, 11, 'checkin_time', '15:00', rooms);
    drafts = withChange(drafts, 12, 0, { men_count: 1, women_count: 1 });
    drafts = withChange(drafts, 12, 1, { men_count: 1, women_count: 1 });
    drafts = withChange(drafts, 13, null, { options: ['18:00'] });
    drafts = withChange(drafts, 14, 1, { text: 'x'.repeat(256) });
    expect(answerIssues(asked, drafts, rooms, t).map((i) => [i.id, i.message])).toEqual([
      ['answer-12-1-men', 'Men and women together must make 1.'],
      ['answer-14-1', 'Use 255 characters or fewer.'],
    ]);
  });

  it('wants a file for a required file question', () => {
    const file = questionFixture({
      id: 9,
      question_type: 'file',
      answer_type: 'file',
      name: 'Passport',
      required: true,
    });
    const withFile = [{ question: file, answer: null }];
    expect(answerIssues(withFile, {}, rooms, t).map((i) => i.id)).toEqual(['answer-9']);
    expect(answerIssues(withFile, { 9: { question_id: 9, file_attachment_ids: ['f-1'] } }, rooms, t)).toEqual(
      [],
    );
  });
});

describe('answersBody', () => {
  it('sends what was answered in the booking body shape, the time for every room and the adults', () => {
    let drafts = withTimeForAllRooms({}, 11, 'checkin_time', '15:00', rooms);
    drafts = withChange(drafts, 12, 0, { men_count: 2, women_count: 0 });
    drafts = withChange(drafts, 14, 0, { text: '  shellfish ' });
    expect(answersBody(asked, drafts, rooms)).toEqual([
      {
        question_id: 11,
        rooms: [
          { room_index: 0, checkin_time: '15:00' },
          { room_index: 1, checkin_time: '15:00' },
        ],
      },
      { question_id: 12, rooms: [{ room_index: 0, men_count: 2, women_count: 0, adults: 2 }] },
      { question_id: 14, rooms: [{ room_index: 0, text: 'shellfish' }] },
    ]);
  });

  it('sends a cleared answer that was saved before, and leaves notifications and untouched questions out', () => {
    const saved: AskedQuestion[] = [
      { question: questionFixture({ id: 1 }), answer: { question_id: 1, text: 'old' } },
      { question: questionFixture({ id: 2 }), answer: null },
      { question: questionFixture({ id: 3, question_type: 'notification' }), answer: null },
    ];
    const drafts = withChange({ 1: { question_id: 1, text: 'old' } }, 1, null, { text: '' });
    expect(answersBody(saved, drafts, rooms)).toEqual([{ question_id: 1, text: '' }]);
  });
});
