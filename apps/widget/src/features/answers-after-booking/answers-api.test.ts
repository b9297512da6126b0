import { describe, expect, it } from 'vitest';
import { fakeApi } from '../search-results/test-harness.tsx';
import { groupQuestions, loadReservationQuestions, saveReservationAnswers } from './answers-api.ts';
import { questionFixture } from './answers-test-kit.ts';

describe('groupQuestions', () => {
  it('gathers a per-room question asked once per room into one entry with each room part', () => {
    const q = questionFixture({ id: 5, per_room: true });
    const grouped = groupQuestions([
      { ...q, room_index: 0, answer: { question_id: 5, rooms: [{ room_index: 0, text: 'nuts' }] } },
      { ...q, room_index: 1, answer: null },
      { ...questionFixture({ id: 6 }), room_index: null, answer: { question_id: 6, text: 'hi' } },
    ]);
    expect(grouped.map((g) => g.question.id)).toEqual([5, 6]);
    expect(grouped[0]?.answer).toEqual({ question_id: 5, rooms: [{ room_index: 0, text: 'nuts' }] });
    expect(grouped[1]?.answer).toEqual({ question_id: 6, text: 'hi' });
  });

  it('reads a room item whose answer is that room part, the whole answer, or a nested question', () => {
    const q = questionFixture({ id: 5, per_room: true });
    const whole = {
      question_id: 5,
      rooms: [
        { room_index: 0, text: 'a' },
        { room_index: 1, text: 'b' },
      ],
    };
    expect(
      groupQuestions([
        { ...q, room_index: 0, answer: whole },
        { ...q, room_index: 1, answer: whole },
      ])[0]?.answer?.rooms,
    ).toEqual(whole.rooms);
    expect(groupQuestions([{ ...q, room_index: 1, answer: { text: 'b' } }])[0]?.answer?.rooms).toEqual([
      { room_index: 1, text: 'b' },
    ]);
    expect(groupQuestions([{ question: q, room_index: null, answer: null }])[0]?.question.id).toBe(5);
  });

  it('skips items that are no question', () => {
    expect(groupQuestions([null, 3, { name: 'no id' }])).toEqual([]);
  });
});

describe('answers calls', () => {
  it('reads with the proof and saves first answers with POST, changes with PUT batch_update', async () => {
    const { api, calls } = fakeApi([
      [
        /\/additional_questions/,
        () => ({ data: [{ ...questionFixture(), room_index: null, answer: null }] }),
      ],
    ]);
    await loadReservationQuestions(api, 'AB23', { bypassToken: 'tok' });
    await saveReservationAnswers(api, 'AB23', { email: 'a@b.c' }, [{ question_id: 1, text: 'x' }], true);
    await saveReservationAnswers(api, 'AB23', { email: 'a@b.c' }, [{ question_id: 1, text: 'y' }], false);
    expect(calls.map((c) => [c.method, c.path, c.query])).toEqual([
      ['GET', '/reservations/AB23/additional_questions', { bypass_token: 'tok' }],
      ['POST', '/reservations/AB23/additional_questions', { email: 'a@b.c' }],
      ['PUT', '/reservations/AB23/additional_questions/batch_update', { email: 'a@b.c' }],
    ]);
    expect(calls[2]?.body).toEqual({ answers: [{ question_id: 1, text: 'y' }] });
  });
});
