import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigationMode } from '../../app/navigation.ts';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { bookingStore, clearBooking } from '../booking-state/booking-store.ts';
import { FakeXhr } from '../questions/fake-xhr.ts';
import { initialSearchResultsState, searchResultsStore } from '../search-results/results-store.ts';
import {
  chooseOnResults,
  couponRefusal,
  extraFixture,
  priceAnswer,
  questionFixture,
  renderGuestDetail,
  START,
} from './guest-detail-test-kit.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T08:00:00Z') });
  i18n.use('en', en);
  setNavigationMode('history');
  clearBooking(bookingStore);
  searchResultsStore.update(initialSearchResultsState());
  history.replaceState(null, '', START);
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.useRealTimers();
});

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
const priced = () => waitFor(() => expect(screen.queryByText('Checking the current price…')).toBeNull());
const summaryLinks = async () =>
  within(await screen.findByRole('alert', { name: 'Please correct the following:' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('additional questions', () => {
  it('applies a check-in time to every room', async () => {
    chooseOnResults(2);
    renderGuestDetail({
      questions: [
        questionFixture({
          id: 3,
          question_type: 'checkin',
          answer_type: 'options',
          name: 'Arrival time',
          options: [
            { value: '15:00', label: '15:00' },
            { value: '16:00', label: '16:00' },
          ],
        }),
      ],
    });
    const select = await screen.findByLabelText(/^Arrival time/);
    expect(screen.getByText(/Applies to every room/)).toBeTruthy();
    fireEvent.change(select, { target: { value: '16:00' } });
    expect(bookingStore.get().answers['hotel:3']?.rooms).toEqual([
      { roomKey: 'room-1', checkinTime: '16:00' },
      { roomKey: 'room-2', checkinTime: '16:00' },
    ]);
  });

  it('sets the other gender to the adults minus the value in each room', async () => {
    chooseOnResults(1);
    renderGuestDetail({
      questions: [
        questionFixture({ id: 4, question_type: 'people_per_room', name: 'Who is staying?', required: true }),
      ],
    });
    const room = await screen.findByRole('group', { name: 'Room 1: 2 adults' });
    fireEvent.input(within(room).getByLabelText('Men'), { target: { value: '1' } });
    expect((within(room).getByLabelText('Women') as HTMLInputElement).value).toBe('1');
    fireEvent.input(within(room).getByLabelText('Women'), { target: { value: '2' } });
    expect((within(room).getByLabelText('Men') as HTMLInputElement).value).toBe('0');
  });

  it('refuses a required question left blank and a text over 255 characters', async () => {
    chooseOnResults(1);
    renderGuestDetail({
      questions: [
        questionFixture({ id: 5, name: 'Purpose of stay', required: true }),
        questionFixture({ id: 6, name: 'Requests' }),
      ],
    });
    fireEvent.input(await screen.findByLabelText(/^Requests/), { target: { value: 'x'.repeat(256) } });
    expect(screen.getByText('256/255 characters')).toBeTruthy();
    submit();
    const links = await summaryLinks();
    expect(links).toContain("Purpose of stay: Required fields can't be blank.");
    expect(links).toContain('Requests: Please enter 255 characters or fewer');
  });

  it('asks a per-room question once for every room', async () => {
    chooseOnResults(2);
    renderGuestDetail({
      questions: [questionFixture({ id: 11, name: 'Pillow wishes', per_room: true, required: true })],
    });
    fireEvent.input(await screen.findByLabelText(/^Pillow wishes \(Room 2: Deluxe Twin\)/), {
      target: { value: 'Buckwheat' },
    });
    expect(bookingStore.get().answers['hotel:11']?.rooms).toEqual([{ roomKey: 'room-2', text: 'Buckwheat' }]);
    submit();
    const links = await summaryLinks();
    expect(links).toContain("Pillow wishes (Room 1: Deluxe Twin): Required fields can't be blank.");
    expect(screen.getByLabelText(/^Pillow wishes \(Room 1/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Pillow wishes \(Room 2/).getAttribute('aria-invalid')).toBeNull();
  });

  it('shows brand notifications only for all facilities or this hotel', async () => {
    chooseOnResults(1);
    renderGuestDetail({
      brandQuestions: [
        questionFixture({
          id: 8,
          question_type: 'notification',
          name: 'Brand news',
          labels: ['target_all_facilities'],
        }),
        questionFixture({
          id: 9,
          question_type: 'notification',
          name: 'Kyoto only',
          labels: ['target_facility_2'],
        }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Brand news' })).toBeTruthy();
    expect(screen.queryByText('Kyoto only')).toBeNull();
  });

  it('uploads a file with its progress, lists it and removes it', async () => {
    chooseOnResults(1);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    try {
      renderGuestDetail({
        questions: [questionFixture({ id: 12, question_type: 'file', answer_type: 'file', name: 'Voucher' })],
      });
      const input = await screen.findByLabelText(/^Voucher/);
      fireEvent.change(input, {
        target: { files: [new File(['%PDF'], 'voucher.pdf', { type: 'application/pdf' })] },
      });
      await waitFor(() => expect(FakeXhr.last?.url).toBe('/book/hotels/1/file_attachments'));
      act(() => FakeXhr.last?.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
      expect((screen.getByRole('progressbar') as HTMLProgressElement).value).toBe(40);
      expect(bookingStore.get().uploadingAttachments).toBe(1);
      act(() => FakeXhr.last?.answer(201, { data: { id: 'f-1', file_name: 'voucher.pdf', size: 4 } }));
      const remove = await screen.findByRole('button', { name: 'Remove voucher.pdf' });
      expect(bookingStore.get().answers['hotel:12']?.attachments).toEqual([
        { id: 'f-1', name: 'voucher.pdf', size: 4 },
      ]);
      expect(bookingStore.get().uploadingAttachments).toBe(0);
      fireEvent.click(remove);
      expect(bookingStore.get().answers['hotel:12']?.attachments).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('refuses a file over 80 MB before sending anything', async () => {
    chooseOnResults(1);
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    renderGuestDetail({
      questions: [questionFixture({ id: 10, question_type: 'file', answer_type: 'file', name: 'Passport' })],
    });
    const input = await screen.findByLabelText(/^Passport/);
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 80 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('scan.pdf is larger than 80 MB.')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });
});

describe('extras', () => {
  it('shows generic extras, and others only with prices on available dates of the stay', async () => {
    chooseOnResults(1);
    renderGuestDetail({
      extras: [
        extraFixture(),
        extraFixture({ id: 8, extra_type: 'other', name: 'Dinner', booking_available_dates: ['2026-12-11'] }),
        extraFixture({ id: 9, extra_type: 'other', name: 'Spa', booking_available_dates: ['2026-12-20'] }),
      ],
    });
    expect(await screen.findByLabelText('Quantity: Breakfast')).toBeTruthy();
    expect(screen.getByLabelText('Quantity: Dinner')).toBeTruthy();
    expect(screen.queryByLabelText('Quantity: Spa')).toBeNull();
  });

  it('offers quantities within min and max and adds the extra to the total', async () => {
    chooseOnResults(1);
    renderGuestDetail({ extras: [extraFixture({ min_quantity: 2, max_quantity: 3 })] });
    await priced();
    const quantity = (await screen.findByLabelText('Quantity: Breakfast')) as HTMLSelectElement;
    expect([...quantity.options].map((o) => o.value)).toEqual(['', '0', '2', '3']);
    fireEvent.change(quantity, { target: { value: '2' } });
    expect(screen.getByTestId('booking-total').textContent).toBe('¥48,000');
  });

  it('offers no more than is left on the serving day', async () => {
    chooseOnResults(1);
    renderGuestDetail({
      extras: [
        extraFixture({
          prices: [
            { date: '2026-12-10', price: 2_000, tax: 180, inventory: 2 },
            { date: '2026-12-11', price: 2_500, tax: 220, inventory: 10 },
          ],
        }),
      ],
    });
    const quantity = (await screen.findByLabelText('Quantity: Breakfast')) as HTMLSelectElement;
    expect([...quantity.options].map((o) => o.value)).toEqual(['', '0', '1', '2']);
  });

  it('prices a dated extra per chosen date', async () => {
    chooseOnResults(1);
    renderGuestDetail({ extras: [extraFixture({ extra_type: 'other', name: 'Dinner' })] });
    await priced();
    fireEvent.change(await screen.findByLabelText('Quantity: Dinner'), { target: { value: '1' } });
    // Both nights by default: 2,000 + 2,500.
    expect(screen.getByTestId('booking-total').textContent).toBe('¥48,500');
    fireEvent.click(screen.getByLabelText('2026/12/11'));
    expect(screen.getByTestId('booking-total').textContent).toBe('¥46,000');
    fireEvent.click(screen.getByLabelText('2026/12/10'));
    submit();
    expect(await summaryLinks()).toContain('Dinner: Choose at least one date.');
  });
});

describe('coupon', () => {
  it('shows the server’s refusal next to the field and keeps the code', async () => {
    chooseOnResults(1);
    renderGuestDetail({
      price: (call) =>
        call.query.coupon_code ? couponRefusal('This coupon has expired.') : priceAnswer(call, 44_000),
    });
    await priced();
    const field = screen.getByLabelText('Coupon code') as HTMLInputElement;
    fireEvent.input(field, { target: { value: 'OLD2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This coupon has expired.')).toBeTruthy();
    expect(field.value).toBe('OLD2025');
    expect(field.getAttribute('aria-describedby')).toBe('coupon-code-error');
    expect(bookingStore.get().coupon).toBeNull();
  });

  it('applies an accepted coupon to the rooms’ price and can remove it', async () => {
    chooseOnResults(1);
    const { calls } = renderGuestDetail({ price: (call) => priceAnswer(call, 44_000, 4_400) });
    await priced();
    fireEvent.input(screen.getByLabelText('Coupon code'), { target: { value: 'WINTER10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/Coupon WINTER10 applied: −¥4,400/)).toBeTruthy();
    expect(screen.getByTestId('booking-total').textContent).toBe('¥39,600');
    expect(calls.some((c) => c.query.coupon_code === 'WINTER10')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove coupon' }));
    await waitFor(() => expect(screen.getByTestId('booking-total').textContent).toBe('¥44,000'));
    expect(bookingStore.get().coupon).toBeNull();
  });
});
