import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { ja } from '../../i18n/locales/ja.ts';
import { OfferRow, type OfferRowProps } from './offer-row.tsx';
import { offerFixture } from './search-fixtures.ts';

beforeEach(() => i18n.use('en', en));
afterEach(cleanup);

const row = (offer: OfferRowProps['offer']) => (
  <ul>
    <OfferRow
      offer={offer}
      headingLevel={3}
      title="Room only"
      itemLabel="Standard Double, Room only"
      currency="JPY"
      today="2026-11-27"
      details={[]}
      quantity={0}
      maxQuantity={3}
      onStep={() => undefined}
    />
  </ul>
);

describe('member rate badge', () => {
  it('names a member plan’s rate with the member’s program and rank', () => {
    render(
      row(
        offerFixture({
          member_rate: {
            program_id: 1,
            program_name: 'Hanami Club',
            rank_id: 3,
            rank_name: 'Gold',
            organization_id: null,
            organization_name: null,
          },
        }),
      ),
    );
    const badge = screen.getByTestId('member-rate');
    expect(badge.textContent).toBe('Member rate Hanami Club · Gold');
    expect(within(badge).getByText(en['results.memberRate'])).toBeTruthy();
  });

  it('leaves out a rank the plan does not name (a plan for every rank)', () => {
    i18n.use('ja', ja);
    render(
      row(
        offerFixture({
          member_rate: {
            program_id: 1,
            program_name: '花見クラブ',
            rank_id: null,
            rank_name: null,
            organization_id: null,
            organization_name: null,
          },
        }),
      ),
    );
    expect(screen.getByTestId('member-rate').textContent).toBe(`${ja['results.memberRate']} 花見クラブ`);
  });

  it('shows no badge on a public rate', () => {
    render(row(offerFixture()));
    expect(screen.queryByTestId('member-rate')).toBeNull();
  });

  it('names a corporate plan’s rate with the organization', () => {
    i18n.use('ja', ja);
    render(
      row(
        offerFixture({
          member_rate: {
            program_id: 1,
            program_name: '花見クラブ',
            rank_id: null,
            rank_name: null,
            organization_id: 1,
            organization_name: 'Sakura Trading',
          },
        }),
      ),
    );
    expect(screen.getByTestId('member-rate').textContent).toBe(
      `${ja['results.corporateRate']} Sakura Trading`,
    );
  });
});
