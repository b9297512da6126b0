import {
  type PromotionCodeStatus,
  STAFF_PROMOTION_LIMITS,
} from '@yadori/contract/staff-promotions.constants';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { Field, fieldErrors } from '../forms/field.tsx';
import { FORMS_TEXTS } from '../forms/forms.texts.ts';
import { moneyStep, toMinorUnits } from '../forms/money.ts';
import { useSubmit } from '../forms/use-submit.ts';
import { formatDate, formatMoney, useLocale, useTexts } from '../lib/i18n.ts';
import { useResource } from '../lib/use-resource.ts';
import { ErrorNotice, Loading, StatusNotice } from '../shell/page.tsx';
import { minorToTyped, nameIn, promotionsPath, useHotelCurrency, valueSummary } from './promotion-parts.tsx';
import { PROMOTIONS_TEXTS } from './promotions.texts.ts';
import { promotionsApi, type StaffDiscount, type StaffTaxBandView } from './promotions-api.ts';
import { propertyApi } from './property-api.ts';
import { SetupPage } from './setup-frame.tsx';

export { DiscountScreen } from './discount-screen.tsx';
export { PromotionCodeScreen } from './promotion-code-screen.tsx';

/** `/hotels/:hotelId/setup/promotions`: the hotel's codes, discounts and accommodation tax. */
export function PromotionsScreen() {
  const t = useTexts(PROMOTIONS_TEXTS);
  const hotelId = Number(useParams<{ hotelId: string }>().hotelId);
  return (
    <SetupPage
      hotelId={hotelId}
      title={t.title}
      actions={
        <>
          <Link className="button" href={promotionsPath(hotelId, '/codes/new')}>
            {t.addCode}
          </Link>
          <Link className="button" href={promotionsPath(hotelId, '/discounts/new')}>
            {t.addDiscount}
          </Link>
        </>
      }
    >
      <CodesSection hotelId={hotelId} />
      <DiscountsSection hotelId={hotelId} />
      <TaxSection hotelId={hotelId} />
    </SetupPage>
  );
}

/** How the list marks where a code stands: usable, switched off by staff, or not usable by its dates or uses. */
const STATUS_BADGES: Record<PromotionCodeStatus, string> = {
  active: 'badge badge-ok',
  deactivated: 'badge badge-warning',
  scheduled: 'badge',
  ended: 'badge',
  used_up: 'badge',
};

function CodesSection({ hotelId }: { hotelId: number }) {
  const t = useTexts(PROMOTIONS_TEXTS);
  const locale = useLocale();
  const currency = useHotelCurrency(hotelId);
  const codes = useResource(`promotion-codes:${hotelId}`, () => promotionsApi.codes(hotelId));
  const hotel = useResource(`hotel:${hotelId}`, () => propertyApi.hotel(hotelId));
  const couponsOff =
    hotel.data?.settings.coupon_active === false && codes.data?.some((c) => c.code_type === 'coupon');
  return (
    <section aria-labelledby="codes-heading">
      <h2 id="codes-heading">{t.codesHeading}</h2>
      {couponsOff ? <p className="notice">{t.couponsOff}</p> : null}
      <ErrorNotice error={codes.error} onRetry={codes.reload} />
      {codes.data ? (
        codes.data.length === 0 ? (
          <p>{t.noCodes}</p>
        ) : (
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t.code}</th>
                  <th scope="col">{t.codeType}</th>
                  <th scope="col">{t.kind}</th>
                  <th scope="col">{t.period}</th>
                  <th scope="col">{t.uses}</th>
                  <th scope="col">{t.status}</th>
                </tr>
              </thead>
              <tbody>
                {codes.data.map((code) => (
                  <tr key={code.id}>
                    <th scope="row">
                      <Link href={promotionsPath(hotelId, `/codes/${code.id}`)}>{code.code}</Link>
                      <br />
                      <span className="muted">{nameIn(code.name_translations, locale)}</span>
                    </th>
                    <td>{t.codeTypes[code.code_type]}</td>
                    <td>{valueSummary(t, locale, code.kind, code.value, currency)}</td>
                    <td>{`${formatDate(locale, code.valid_from)} – ${formatDate(locale, code.valid_until)}`}</td>
                    <td>{t.usesOf(code.used_count, code.usage_limit)}</td>
                    <td>
                      <span className={STATUS_BADGES[code.status]}>{t.statuses[code.status]}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : codes.loading ? (
        <Loading />
      ) : null}
    </section>
  );
}

function discountSummary(
  discount: StaffDiscount,
  t: typeof PROMOTIONS_TEXTS.en,
  locale: ReturnType<typeof useLocale>,
  currency: string,
) {
  return discount.discount_type === 'rounding'
    ? t.roundingSummary(formatMoney(locale, discount.value, currency))
    : valueSummary(t, locale, discount.kind, discount.value, currency);
}

function DiscountsSection({ hotelId }: { hotelId: number }) {
  const t = useTexts(PROMOTIONS_TEXTS);
  const locale = useLocale();
  const currency = useHotelCurrency(hotelId);
  const discounts = useResource(`discounts:${hotelId}`, () => promotionsApi.discounts(hotelId));
  const plans = useResource(`plans:${hotelId}`, () => propertyApi.plans(hotelId));
  const planName = (id: number | null) =>
    id === null ? t.allPlans : (plans.data?.find((plan) => plan.id === id)?.name ?? '');
  return (
    <section aria-labelledby="discounts-heading">
      <h2 id="discounts-heading">{t.discountsHeading}</h2>
      <ErrorNotice error={discounts.error} onRetry={discounts.reload} />
      {discounts.data ? (
        discounts.data.length === 0 ? (
          <p>{t.noDiscounts}</p>
        ) : (
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t.names}</th>
                  <th scope="col">{t.discountType}</th>
                  <th scope="col">{t.kind}</th>
                  <th scope="col">{t.conditions}</th>
                </tr>
              </thead>
              <tbody>
                {discounts.data.map((discount) => (
                  <tr key={discount.id}>
                    <th scope="row">
                      <Link href={promotionsPath(hotelId, `/discounts/${discount.id}`)}>
                        {nameIn(discount.name_translations, locale) || `#${discount.id}`}
                      </Link>
                    </th>
                    <td>{t.discountTypes[discount.discount_type]}</td>
                    <td>{discountSummary(discount, t, locale, currency)}</td>
                    <td>
                      {[
                        planName(discount.hotel_plan_id),
                        t.nightsAtLeast(discount.min_nights),
                        discount.stay_starts_on || discount.stay_ends_on
                          ? `${discount.stay_starts_on ? formatDate(locale, discount.stay_starts_on) : ''} – ${discount.stay_ends_on ? formatDate(locale, discount.stay_ends_on) : ''}`
                          : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : discounts.loading ? (
        <Loading />
      ) : null}
    </section>
  );
}

/** The bands as a table: each price range and its tax. */
function BandsTable({ bands, currency }: { bands: StaffTaxBandView[]; currency: string }) {
  const t = useTexts(PROMOTIONS_TEXTS);
  const locale = useLocale();
  const money = (amount: number) => formatMoney(locale, amount, currency);
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">{t.priceRange}</th>
            <th scope="col">{t.taxPerPerson}</th>
          </tr>
        </thead>
        <tbody>
          {bands.map((band) => (
            <tr key={band.min_price_per_person}>
              <th scope="row">
                {t.bandRange(
                  money(band.min_price_per_person),
                  band.max_price_per_person === null ? null : money(band.max_price_per_person),
                )}
              </th>
              <td>{money(band.tax_per_person)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TaxSection({ hotelId }: { hotelId: number }) {
  const t = useTexts(PROMOTIONS_TEXTS);
  const currency = useHotelCurrency(hotelId);
  const bands = useResource(`tax-bands:${hotelId}`, () => promotionsApi.taxBands(hotelId));
  return (
    <section aria-labelledby="tax-heading">
      <h2 id="tax-heading">{t.taxHeading}</h2>
      <ErrorNotice error={bands.error} onRetry={bands.reload} />
      {bands.data ? (
        bands.data.length === 0 ? (
          <p>{t.noTaxBands}</p>
        ) : (
          <BandsTable bands={bands.data} currency={currency} />
        )
      ) : bands.loading ? (
        <Loading />
      ) : null}
      <p>
        <Link href={promotionsPath(hotelId, '/tax-bands')}>{t.editTaxBands}</Link>
      </p>
    </section>
  );
}

interface BandDraft {
  from: string;
  tax: string;
}

/** `/hotels/:hotelId/setup/promotions/tax-bands`: the whole list, saved at once. */
export function TaxBandsScreen() {
  const t = useTexts(PROMOTIONS_TEXTS);
  const hotelId = Number(useParams<{ hotelId: string }>().hotelId);
  const bands = useResource(`tax-bands:${hotelId}`, () => promotionsApi.taxBands(hotelId));
  return (
    <SetupPage hotelId={hotelId} title={t.taxTitle}>
      <p>
        <Link href={promotionsPath(hotelId)}>{t.backToList}</Link>
      </p>
      <ErrorNotice error={bands.error} onRetry={bands.reload} />
      {bands.data ? (
        <TaxBandsForm hotelId={hotelId} stored={bands.data} />
      ) : bands.loading ? (
        <Loading />
      ) : null}
    </SetupPage>
  );
}

function TaxBandsForm({ hotelId, stored }: { hotelId: number; stored: StaffTaxBandView[] }) {
  const t = useTexts(PROMOTIONS_TEXTS);
  const forms = useTexts(FORMS_TEXTS);
  const currency = useHotelCurrency(hotelId);
  const [drafts, setDrafts] = useState<BandDraft[]>(() =>
    stored.map((band) => ({
      from: minorToTyped(band.min_price_per_person, currency),
      tax: minorToTyped(band.tax_per_person, currency),
    })),
  );
  const [saved, setSaved] = useState(stored);
  const form = useSubmit(
    () =>
      promotionsApi.replaceTaxBands(
        hotelId,
        drafts.map((band) => ({
          min_price_per_person: toMinorUnits(band.from, currency) ?? Number.NaN,
          tax_per_person: toMinorUnits(band.tax, currency) ?? Number.NaN,
        })),
      ),
    (answer) => {
      setSaved(answer);
      form.setMessage(forms.saved);
    },
  );
  const errors = fieldErrors(form.failure);
  const setBand = (index: number, change: Partial<BandDraft>) =>
    setDrafts(drafts.map((band, i) => (i === index ? { ...band, ...change } : band)));
  return (
    <>
      <StatusNotice message={form.message} />
      <ErrorNotice error={form.failure} />
      {saved.length > 0 ? <BandsTable bands={saved} currency={currency} /> : <p>{t.noTaxBands}</p>}
      <form onSubmit={form.submit} className="setup-form">
        <p className="muted">{t.taxHint}</p>
        {drafts.map((band, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a band has no identity but its place while it is edited.
          <div className="form-row" key={index}>
            <Field
              label={t.bandFrom(index + 1)}
              required
              error={errors(`bands[${index}].min_price_per_person`)}
            >
              {(c) => (
                <input
                  {...c}
                  type="number"
                  min={0}
                  step={moneyStep(currency)}
                  value={band.from}
                  onChange={(e) => setBand(index, { from: e.currentTarget.value })}
                />
              )}
            </Field>
            <Field label={t.bandTax(index + 1)} required error={errors(`bands[${index}].tax_per_person`)}>
              {(c) => (
                <input
                  {...c}
                  type="number"
                  min={0}
                  step={moneyStep(currency)}
                  value={band.tax}
                  onChange={(e) => setBand(index, { tax: e.currentTarget.value })}
                />
              )}
            </Field>
            <div className="field">
              <button
                type="button"
                className="button-secondary"
                onClick={() => setDrafts(drafts.filter((_, i) => i !== index))}
              >
                {t.removeBand(index + 1)}
              </button>
            </div>
          </div>
        ))}
        {errors('bands') ? <p className="field-error">{errors('bands')!.join(' ')}</p> : null}
        <p>
          <button
            type="button"
            className="button-secondary"
            disabled={drafts.length >= STAFF_PROMOTION_LIMITS.maxTaxBands}
            onClick={() => setDrafts([...drafts, { from: '', tax: '' }])}
          >
            {t.addBand}
          </button>
        </p>
        <button type="submit" disabled={form.busy}>
          {form.busy ? forms.saving : forms.save}
        </button>
      </form>
    </>
  );
}
