import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CreditCard } from '@yadori/contract/credit-cards.schema';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { setNavigationMode } from '../../app/navigation.ts';
import { i18n } from '../../i18n/i18n.ts';
import { en as main } from '../../i18n/locales/en.ts';
import { ja as jaMain } from '../../i18n/locales/ja.ts';
import { memberFixture, whoamiFixture } from '../../test/member-fixtures.ts';
import { savedCardFixture } from '../saved-cards/card-fixtures.ts';
import { en as cards } from '../saved-cards/texts/en.ts';
import { ja as jaCards } from '../saved-cards/texts/ja.ts';
import { savedCardTexts } from '../saved-cards/texts.ts';
import { fakeApi } from '../search-results/test-harness.tsx';
import { renderSignedIn } from './account-test-kit.tsx';
import { MyAccountScreen } from './my-account-screen.tsx';
import { en } from './texts/en.ts';
import { accountTexts } from './texts.ts';

const LIST = '/hotels/1/memberships/credit_cards';

const card = savedCardFixture;
const expired = card({
  id: 8,
  brand: 'master',
  last4: '4444',
  expiry: '01/20',
  expiry_month: 1,
  expiry_year: 2020,
});

/** /my-account/payment-options for a signed-in member, over a fake list and removal. */
function openTab(
  initial: CreditCard[],
  remove: (id: number) => unknown = () => ({ data: { id: 0, message: 'ok' } }),
) {
  history.replaceState(null, '', '/my-account/payment-options?code=hanami-tokyo');
  let list = initial;
  const { api, calls } = fakeApi([
    [LIST, () => ({ data: list })],
    [
      /^\/hotels\/1\/memberships\/credit_cards\/\d+$/,
      (call) => {
        const id = Number(call.path.split('/').pop());
        const answer = remove(id);
        if (!(answer instanceof Error)) list = list.filter((c) => c.id !== id);
        return answer;
      },
    ],
    ['/hotels/1/memberships/show', () => ({ data: memberFixture() })],
  ]);
  renderSignedIn(<MyAccountScreen />, { api, user: whoamiFixture() });
  return calls;
}

beforeAll(() => Promise.all([accountTexts.load('en'), savedCardTexts.load('en'), savedCardTexts.load('ja')]));
beforeEach(() => {
  i18n.use('en', main);
  setNavigationMode('history');
});
afterEach(cleanup);

describe('the payment-options tab', () => {
  it('is a tab of my account, and lists each card: brand, last four, holder, expiry, expired or not', async () => {
    openTab([card(), expired]);
    const tab = await screen.findByRole('tab', { name: main['menu.paymentOptions'] });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab.id);
    expect(await screen.findByRole('heading', { level: 2, name: cards['cards.heading'] })).toBeTruthy();
    const items = await screen.findAllByTestId('saved-card');
    expect(items.map((item) => item.querySelector('.saved-card__name')?.textContent)).toEqual([
      'VISA •••• 1111',
      'Mastercard •••• 4444',
    ]);
    expect(within(items[0]!).getByText('HANAKO YAMADA')).toBeTruthy();
    expect(within(items[0]!).getByText('12/35')).toBeTruthy();
    expect(within(items[0]!).queryByText(/Expired/)).toBeNull();
    expect(within(items[1]!).getByText(`(${cards['cards.expired']})`)).toBeTruthy();
  });

  it('removes a card only after the dialog confirms it, and says so', async () => {
    const calls = openTab([card(), expired]);
    const remove = await screen.findByRole('button', { name: 'Remove VISA •••• 1111' });

    // Keeping it: nothing is sent, and focus goes back to the button.
    fireEvent.click(remove);
    let dialog = screen.getByRole('dialog', { name: cards['cards.removeTitle'] });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(
      within(dialog).getByText(cards['cards.removeText'].replace('{card}', 'VISA •••• 1111')),
    ).toBeTruthy();
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: cards['cards.removeKeep'] }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: cards['cards.removeKeep'] }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(remove);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    // Escape closes it too.
    fireEvent.click(remove);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(remove);
    dialog = screen.getByRole('dialog', { name: cards['cards.removeTitle'] });
    fireEvent.click(within(dialog).getByRole('button', { name: cards['cards.removeConfirm'] }));
    expect(await screen.findByText(cards['cards.removed'].replace('{card}', 'VISA •••• 1111'))).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The card's button is gone with it: focus lands on the tab's heading, not on the page (when the
    // closed dialog's effects are cleaned up, after the frame that removed it).
    const heading = screen.getByRole('heading', { level: 2, name: cards['cards.heading'] });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`${LIST}/7`]);
    await waitFor(() => expect(screen.getAllByTestId('saved-card')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Remove VISA •••• 1111' })).toBeNull();
  });

  it('keeps the card and says why when the removal fails', async () => {
    const message = 'The card could not be removed right now. Please try again later.';
    openTab([card()], () => new ApiError({ title: 'BAD_GATEWAY', status: 502, message }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove VISA •••• 1111' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: cards['cards.removeConfirm'] }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(screen.getAllByTestId('saved-card')).toHaveLength(1);
  });

  it('says how to keep a card when there is none, in the member’s language', async () => {
    i18n.use('ja', jaMain);
    openTab([]);
    expect(await screen.findByTestId('saved-cards-empty')).toHaveProperty(
      'textContent',
      jaCards['cards.empty'],
    );
    expect(screen.getByRole('tab', { name: jaMain['menu.paymentOptions'] })).toBeTruthy();
  });

  it('is reached from the other tabs by keyboard, like them', async () => {
    history.replaceState(null, '', '/my-account/reservations?code=hanami-tokyo');
    const { api } = fakeApi([
      [/^\/user\/reservations$/, () => ({ data: [], page: 1, total_pages: 0, total_entries: 0 })],
      [LIST, () => ({ data: [card()] })],
    ]);
    renderSignedIn(<MyAccountScreen />, { api, user: whoamiFixture() });
    const reservations = await screen.findByRole('tab', { name: en['account.tabReservations'] });
    fireEvent.keyDown(reservations, { key: 'ArrowRight' });
    await waitFor(() => expect(location.pathname).toBe('/my-account/payment-options'));
    expect(await screen.findByRole('button', { name: 'Remove VISA •••• 1111' })).toBeTruthy();
  });
});
