import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { pseudoCatalog } from '../../i18n/pseudo-locale.ts';
import { untranslatedText } from '../payment/pseudo-text.ts';
import { reservationFixture } from '../payment/reservation-fixtures.ts';
import { FakeXhr } from '../questions/fake-xhr.ts';
import { type FakeCall, fakeApi, renderWithWidget } from '../search-results/test-harness.tsx';
import { questionFixture, YAMABUKI_QUESTIONS } from './answers-test-kit.ts';
import { QuestionsToAnswer } from './questions-to-answer.tsx';

beforeEach(() => i18n.use('en', en));
afterEach(cleanup);

const GET = '/reservations/AB23CD45EF/additional_questions';
const twoRooms = reservationFixture({
  rooms: [
    reservationFixture().rooms[0]!,
    { ...reservationFixture().rooms[0]!, room_index: 1, adults: 1, room_type_name: 'Single' },
  ],
});
const items = (answers: Record<number, unknown> = {}): unknown[] =>
  YAMABUKI_QUESTIONS.flatMap((q): unknown[] =>
    q.per_room
      ? [0, 1].map((room) => ({ ...q, room_index: room, answer: answers[q.id] ?? null }))
      : [{ ...q, room_index: null, answer: answers[q.id] ?? null }],
  );
const saves = (calls: FakeCall[]) => calls.filter((c) => c.method !== 'GET');

describe('QuestionsToAnswer', () => {
  it('prefills saved answers and sends the changes with batch_update', async () => {
    const saved = {
      11: {
        question_id: 11,
        rooms: [
          { room_index: 0, checkin_time: '16:00' },
          { room_index: 1, checkin_time: '16:00' },
        ],
      },
      12: {
        question_id: 12,
        rooms: [
          { room_index: 0, adults: 2, men_count: 1, women_count: 1 },
          { room_index: 1, adults: 1, men_count: 0, women_count: 1 },
        ],
      },
      13: { question_id: 13, options: ['18:00'] },
    };
    const { api, calls } = fakeApi([
      [GET, () => ({ data: items(saved) })],
      [
        `${GET}/batch_update`,
        (call) => ({ data: items({ ...saved, 13: (call.body as { answers: unknown[] }).answers[2] }) }),
      ],
    ]);
    renderWithWidget(<QuestionsToAnswer reservation={twoRooms} proof={{ bypassToken: 'tok' }} />, { api });
    const section = await screen.findByRole('region', { name: en['answers.heading'] });
    expect(calls[0]?.query).toEqual({ bypass_token: 'tok' });
    expect((within(section).getByLabelText(/Check-in time/) as HTMLSelectElement).value).toBe('16:00');
    expect((within(section).getByRole('radio', { name: '18:00' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(section).getByRole('radio', { name: '19:30' }));
    fireEvent.input(within(section).getByRole('textbox', { name: 'Allergies (room 2)' }), {
      target: { value: 'Peanuts' },
    });
    fireEvent.click(within(section).getByRole('button', { name: en['answers.save'] }));
    const status = await screen.findByTestId('answers-saved');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe(en['answers.saved']);
    expect(saves(calls)).toHaveLength(1);
    expect(saves(calls)[0]?.method).toBe('PUT');
    expect(saves(calls)[0]?.query).toEqual({ bypass_token: 'tok' });
    const body = saves(calls)[0]?.body as { answers: Array<{ question_id: number }> };
    expect(body.answers.map((a) => a.question_id)).toEqual([11, 12, 13, 14]);
    expect(body.answers[2]).toEqual({ question_id: 13, options: ['19:30'] });
    expect(body.answers[3]).toEqual({ question_id: 14, rooms: [{ room_index: 1, text: 'Peanuts' }] });
  });

  it('announces the required questions left open and moves focus to them, then POSTs the first answers', async () => {
    // GET and the first POST share the address.
    const { api, calls } = fakeApi([[GET, () => ({ data: items() })]]);
    renderWithWidget(<QuestionsToAnswer reservation={twoRooms} proof={{ email: 'hanako@example.com' }} />, {
      api,
    });
    const section = await screen.findByRole('region', { name: en['answers.heading'] });
    fireEvent.change(within(section).getByLabelText(/Check-in time/), { target: { value: '15:00' } });
    fireEvent.click(within(section).getByRole('button', { name: en['answers.save'] }));
    const summary = await screen.findByRole('alert', { name: en['guestDetail.errorSummary'] });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const links = within(summary)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toHaveLength(3);
    fireEvent.click(within(summary).getByRole('link', { name: /Dinner time/ }));
    expect(document.activeElement).toBe(within(section).getByRole('radio', { name: '18:00' }));
    expect(saves(calls)).toHaveLength(0);

    fireEvent.click(within(section).getByRole('radio', { name: '18:00' }));
    const men = within(section).getAllByRole('spinbutton', { name: en['guestDetail.men'] });
    const women = within(section).getAllByRole('spinbutton', { name: en['guestDetail.women'] });
    fireEvent.input(men[0]!, { target: { value: '2' } });
    fireEvent.input(women[0]!, { target: { value: '0' } });
    fireEvent.input(men[1]!, { target: { value: '1' } });
    fireEvent.input(women[1]!, { target: { value: '0' } });
    fireEvent.click(within(section).getByRole('button', { name: en['answers.save'] }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]?.method).toBe('POST');
    expect(saves(calls)[0]?.path).toBe(GET);
  });

  it('shows the server refusal with each message, focused', async () => {
    const refusal = new ApiError({
      title: 'BAD_REQUEST',
      status: 400,
      message: 'Dinner time: choose one of the options.',
      errors: [
        {
          title: 'BAD_REQUEST',
          status: 400,
          code: 1000,
          details: { base: [{ error: 'Dinner time: choose one of the options.' }] },
        },
      ],
    });
    const { api } = fakeApi([
      [
        GET,
        () => ({ data: [{ ...questionFixture(), room_index: null, answer: { question_id: 1, text: 'a' } }] }),
      ],
      [`${GET}/batch_update`, () => refusal],
    ]);
    renderWithWidget(<QuestionsToAnswer reservation={twoRooms} proof={{ email: 'hanako@example.com' }} />, {
      api,
    });
    fireEvent.click(await screen.findByRole('button', { name: en['answers.save'] }));
    const failed = await screen.findByTestId('answers-failed');
    expect(failed.textContent).toBe(`${en['answers.saveFailed']}Dinner time: choose one of the options.`);
    await waitFor(() => expect(document.activeElement?.contains(failed)).toBe(true));
  });

  it('adds files to a file question with their progress, waits for them, and saves them with the files kept', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    try {
      const voucher = questionFixture({ id: 7, question_type: 'file', answer_type: 'file', name: 'Voucher' });
      const { api, calls } = fakeApi([
        [
          GET,
          () => ({
            data: [
              { ...voucher, room_index: null, answer: { question_id: 7, file_attachment_ids: ['f-0'] } },
            ],
          }),
        ],
        [
          `${GET}/batch_update`,
          (call) => ({
            data: [
              { ...voucher, room_index: null, answer: (call.body as { answers: unknown[] }).answers[0] },
            ],
          }),
        ],
      ]);
      renderWithWidget(<QuestionsToAnswer reservation={twoRooms} proof={{ email: 'a@b.c' }} />, { api });
      const input = await screen.findByLabelText(/^Voucher/);
      expect(screen.getByText('Files sent: 1')).toBeTruthy();
      fireEvent.change(input, {
        target: { files: [new File(['%PDF'], 'voucher.pdf', { type: 'application/pdf' })] },
      });
      await waitFor(() => expect(FakeXhr.last?.url).toBe('/book/hotels/1/file_attachments'));
      act(() => FakeXhr.last?.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
      expect((screen.getByRole('progressbar') as HTMLProgressElement).value).toBe(40);
      fireEvent.click(screen.getByRole('button', { name: en['answers.save'] }));
      expect(
        (await screen.findByRole('alert', { name: en['guestDetail.errorSummary'] })).textContent,
      ).toContain(en['guestDetail.errorUploading']);
      expect(saves(calls)).toHaveLength(0);
      act(() => FakeXhr.last?.answer(201, { data: { id: 'f-1', file_name: 'voucher.pdf', size: 4 } }));
      expect(await screen.findByRole('button', { name: 'Remove voucher.pdf' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: en['answers.save'] }));
      await waitFor(() => expect(saves(calls)).toHaveLength(1));
      expect(saves(calls)[0]?.body).toEqual({
        answers: [{ question_id: 7, file_attachment_ids: ['f-0', 'f-1'] }],
      });
      // Saved: both files are now the hotel's.
      expect(await screen.findByText('Files sent: 2')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Remove voucher.pdf' })).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows nothing for a cancelled stay or a hotel that asks nothing', async () => {
    const { api, calls } = fakeApi([[GET, () => ({ data: [] })]]);
    const { container, unmount } = renderWithWidget(
      <QuestionsToAnswer
        reservation={reservationFixture({ status: 'cancelled' })}
        proof={{ email: 'a@b.c' }}
      />,
      { api },
    );
    expect(container.textContent).toBe('');
    expect(calls).toHaveLength(0);
    unmount();
    const again = renderWithWidget(<QuestionsToAnswer reservation={twoRooms} proof={{ email: 'a@b.c' }} />, {
      api,
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(again.container.textContent).toBe('');
  });

  it('says when the questions could not be loaded', async () => {
    const { api } = fakeApi([[GET, () => new ApiError({ title: 'Not Found', status: 404 })]]);
    renderWithWidget(<QuestionsToAnswer reservation={twoRooms} proof={{ email: 'a@b.c' }} />, { api });
    expect((await screen.findByRole('alert')).textContent).toBe(en['answers.loadFailed']);
  });

  it('leaves no untranslated text on screen (pseudo-locale)', async () => {
    i18n.use('en', pseudoCatalog(en));
    const { api } = fakeApi([[GET, () => ({ data: items() })]]);
    const { container } = renderWithWidget(
      <QuestionsToAnswer reservation={twoRooms} proof={{ email: 'a@b.c' }} />,
      {
        api,
      },
    );
    await screen.findByRole('region');
    expect(
      untranslatedText(container, [
        'Check-in time',
        'Men and women',
        'Dinner time',
        '18:00',
        '19:30',
        '*',
        'Allergies',
      ]),
    ).toEqual([]);
  });
});
