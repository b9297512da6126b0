import { EXTRA_TYPES, type ExtraType } from '@yadori/contract/search.constants';
import { STAFF_EXTRA_STOCK_EDIT_DAYS } from '@yadori/contract/staff-extras.constants';
import type {
  StaffExtra,
  StaffExtraCreateBody,
  StaffExtraPatchBody,
  StaffExtraStockBody,
  StaffExtraStockDay,
} from '@yadori/contract/staff-extras.schema';
import { useState } from 'react';
import { useParams } from 'wouter';
import { CheckboxField, Field, fieldErrors } from '../forms/field.tsx';
import { currencyDigits, moneyStep, toMinorUnits } from '../forms/money.ts';
import { useSubmit } from '../forms/use-submit.ts';
import { api } from '../lib/api.ts';
import { formatDate, formatMoney, useLocale, useTexts } from '../lib/i18n.ts';
import { useSession } from '../lib/session.tsx';
import { useResource } from '../lib/use-resource.ts';
import { addDays, todayIn } from '../rates/dates.ts';
import { ErrorNotice, Loading, StatusNotice } from '../shell/page.tsx';
import { EXTRAS_TEXTS } from './extras.texts.ts';
import { namedTranslations, type TranslationDrafts, translationDrafts } from './form-state.ts';
import { type Data, data, hotelItemsApi } from './hotel-items-api.ts';
import {
  CodeNameFields,
  ListFieldError,
  NumberField,
  SaveButton,
  SetupFormNotices,
} from './setup-form-parts.tsx';
import { findItem, SetupItemPage, SetupList, setupItemPath } from './setup-list.tsx';
import { TranslationsFields } from './translations-fields.tsx';
import { useSetupForm } from './use-setup-form.ts';

/**
 * The hotel's extras (contract `endpoints/staff-extras.endpoints.ts`), typed by the contract's schemas
 * through `import type` only, so no Zod reaches the console's bundle.
 */
const ofExtras = (hotelId: number, rest = '') => `/hotels/${hotelId}/extras${rest}`;

const extrasApi = {
  ...hotelItemsApi<
    StaffExtra,
    StaffExtraCreateBody,
    StaffExtraPatchBody,
    { id: number; outcome: 'deleted' | 'deactivated' }
  >('extras'),
  stock: (hotelId: number, id: number, from: string, to: string) =>
    api<Data<{ days: StaffExtraStockDay[] }>>(
      'GET',
      ofExtras(hotelId, `/${id}/stock?from=${from}&to=${to}`),
    ).then(data),
  setStock: (hotelId: number, id: number, body: StaffExtraStockBody) =>
    api<Data<{ days: number }>>('POST', ofExtras(hotelId, `/${id}/stock`), body).then(data),
};

const extraPath = (hotelId: number, id?: number | 'new') => setupItemPath(hotelId, '/extras', id);

/** The hotel's currency and time zone, as the account's hotels know them. */
function useHotelFacts(hotelId: number) {
  const hotel = useSession().me?.hotels.find((h) => h.id === hotelId);
  return { currency: hotel?.currency ?? 'JPY', timeZone: hotel?.time_zone ?? 'Asia/Tokyo' };
}

/** Minor units as a number input shows them in major units. */
const majorUnits = (minor: number, currency: string) => String(minor / 10 ** currencyDigits(currency));

/** An extra's state: on sale or off, and booked. */
function ExtraBadges({ extra }: { extra: StaffExtra }) {
  const t = useTexts(EXTRAS_TEXTS);
  return (
    <span className="badges">
      <span className={extra.active ? 'badge badge-ok' : 'badge'}>{extra.active ? t.onSale : t.off}</span>
      {extra.booked ? <span className="badge">{t.booked}</span> : null}
    </span>
  );
}

/**
 * `/hotels/:hotelId/setup/extras`: the hotel's extras, to open, add or delete. Deleting one that
 * reservations include switches it off instead (the API says which it did); one already off and
 * booked has nothing left to delete.
 */
export function ExtrasScreen() {
  const t = useTexts(EXTRAS_TEXTS);
  const locale = useLocale();
  const hotelId = Number(useParams<{ hotelId: string }>().hotelId);
  const { currency } = useHotelFacts(hotelId);
  const list = useResource(`extras:${hotelId}`, () => extrasApi.list(hotelId));
  return (
    <SetupList
      hotelId={hotelId}
      texts={t}
      addHref={extraPath(hotelId, 'new')}
      list={list}
      itemHref={(extra) => extraPath(hotelId, extra.id)}
      head={
        <>
          <th scope="col">{t.code}</th>
          <th scope="col">{t.extraType}</th>
          <th scope="col" className="number">
            {t.price}
          </th>
          <th scope="col">{t.maxQuantity}</th>
          <th scope="col">{t.status}</th>
        </>
      }
      cells={(extra, deleteButton) => (
        <>
          <td>{extra.code}</td>
          <td>{t.extraTypes[extra.extra_type]}</td>
          <td className="number">{formatMoney(locale, extra.price, currency)}</td>
          <td>{t.quantities(extra.min_quantity, extra.max_quantity)}</td>
          <td>
            <ExtraBadges extra={extra} />
          </td>
          <td>{extra.booked && !extra.active ? null : deleteButton}</td>
        </>
      )}
      remove={{
        texts: t,
        action: (extra) => extrasApi.remove(hotelId, extra.id),
        done: (extra, result) =>
          result.outcome === 'deleted' ? t.deleted(extra.name) : t.deactivated(extra.name),
      }}
    />
  );
}

interface ExtraDraft {
  code: string;
  name: string;
  extraType: ExtraType;
  translations: TranslationDrafts;
  price: string;
  minQuantity: string;
  maxQuantity: string;
  sortOrder: string;
  active: boolean;
}

const draftOf = (extra: StaffExtra | undefined, currency: string): ExtraDraft => ({
  code: extra?.code ?? '',
  name: extra?.name ?? '',
  extraType: extra?.extra_type ?? 'generic',
  translations: translationDrafts(extra?.translations),
  price: extra ? majorUnits(extra.price, currency) : '',
  minQuantity: String(extra?.min_quantity ?? 0),
  maxQuantity: String(extra?.max_quantity ?? 1),
  sortOrder: String(extra?.sort_order ?? 0),
  active: extra?.active ?? true,
});

const bodyOf = (draft: ExtraDraft, currency: string): StaffExtraCreateBody => ({
  code: draft.code.trim(),
  name: draft.name.trim(),
  extra_type: draft.extraType,
  translations: namedTranslations(draft.translations),
  // An empty or unreadable price goes as NaN, which the API names as the price's fault.
  price: toMinorUnits(draft.price, currency) ?? Number.NaN,
  min_quantity: Number(draft.minQuantity || 0),
  max_quantity: Number(draft.maxQuantity),
  sort_order: Number(draft.sortOrder || 0),
  active: draft.active,
});

/** `/hotels/:hotelId/setup/extras/new` and `…/:extraId`: one extra's form, and its stock once it exists. */
export function ExtraScreen() {
  const t = useTexts(EXTRAS_TEXTS);
  const params = useParams<{ hotelId: string; extraId?: string }>();
  const hotelId = Number(params.hotelId);
  const id = params.extraId === undefined ? null : Number(params.extraId);
  const list = useResource(id === null ? null : `extras:${hotelId}`, () => extrasApi.list(hotelId));
  const { item: extra, missing } = findItem(list.data, id);
  return (
    <SetupItemPage
      hotelId={hotelId}
      title={extra ? extra.name : id === null ? t.newTitle : t.title}
      backHref={extraPath(hotelId)}
      backLabel={t.backToList}
      error={list.error}
      missing={missing}
      notFound={t.notFound}
      loading={list.loading}
    >
      {id === null || extra ? (
        <>
          <ExtraForm key={extra?.id ?? 'new'} hotelId={hotelId} extra={extra} />
          {extra ? <StockSection hotelId={hotelId} extra={extra} /> : null}
        </>
      ) : null}
    </SetupItemPage>
  );
}

function ExtraForm({ hotelId, extra }: { hotelId: number; extra: StaffExtra | undefined }) {
  const t = useTexts(EXTRAS_TEXTS);
  const { currency } = useHotelFacts(hotelId);
  const { draft, set, form, errors, created } = useSetupForm({
    stored: extra !== undefined,
    initial: () => draftOf(extra, currency),
    save: (d: ExtraDraft) =>
      extra
        ? extrasApi.update(hotelId, extra.id, bodyOf(d, currency))
        : extrasApi.create(hotelId, bodyOf(d, currency)),
    savedPath: (id) => extraPath(hotelId, id),
  });
  return (
    <>
      <SetupFormNotices message={form.message ?? (created ? t.created : null)} failure={form.failure} />
      <form onSubmit={form.submit} className="setup-form">
        <CodeNameFields texts={t} code={draft.code} name={draft.name} onChange={set} errors={errors} />
        <TranslationsFields
          value={draft.translations}
          onChange={(translations) => set({ translations })}
          withDescription
          errors={errors('translations', true)}
        />
        <Field label={t.extraType} required hint={t.extraTypeHint} error={errors('extra_type')}>
          {(c) => (
            <select
              {...c}
              value={draft.extraType}
              onChange={(e) => set({ extraType: e.currentTarget.value as ExtraType })}
            >
              {EXTRA_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t.extraTypes[type]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="form-row">
          <Field label={`${t.price} (${currency})`} required hint={t.priceHint} error={errors('price')}>
            {(c) => (
              <input
                {...c}
                type="number"
                min={0}
                step={moneyStep(currency)}
                value={draft.price}
                onChange={(e) => set({ price: e.currentTarget.value })}
              />
            )}
          </Field>
          <NumberField
            label={t.minQuantity}
            hint={t.quantityHint}
            error={errors('min_quantity')}
            min={0}
            max={999}
            value={draft.minQuantity}
            onChange={(minQuantity) => set({ minQuantity })}
          />
          <NumberField
            label={t.maxQuantity}
            required
            error={errors('max_quantity')}
            min={0}
            max={999}
            value={draft.maxQuantity}
            onChange={(maxQuantity) => set({ maxQuantity })}
          />
          <NumberField
            label={t.sortOrder}
            hint={t.sortOrderHint}
            error={errors('sort_order')}
            step={1}
            value={draft.sortOrder}
            onChange={(sortOrder) => set({ sortOrder })}
          />
        </div>
        <CheckboxField
          label={t.activeField}
          checked={draft.active}
          onChange={(active) => set({ active })}
          error={errors('active')}
        />
        <SaveButton busy={form.busy} stored={extra !== undefined} createLabel={t.create} />
      </form>
    </>
  );
}

/** Units left (and price) by day: set over a period, and the next two weeks shown. */
function StockSection({ hotelId, extra }: { hotelId: number; extra: StaffExtra }) {
  const t = useTexts(EXTRAS_TEXTS);
  const locale = useLocale();
  const { currency, timeZone } = useHotelFacts(hotelId);
  const today = todayIn(timeZone);
  const shownTo = addDays(today, 13);
  const days = useResource(`extra-stock:${extra.id}:${today}`, () =>
    extrasApi.stock(hotelId, extra.id, today, shownTo),
  );
  const [draft, setDraft] = useState({
    from: today,
    to: addDays(today, 29),
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    inventory: '',
    price: '',
  });
  const set = (change: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...change }));
  const form = useSubmit(
    () =>
      extrasApi.setStock(hotelId, extra.id, {
        from: draft.from,
        to: draft.to,
        ...(draft.weekdays.length < 7 ? { weekdays: draft.weekdays } : {}),
        inventory: Number(draft.inventory),
        price: draft.price.trim() === '' ? null : (toMinorUnits(draft.price, currency) ?? null),
      }),
    (result) => {
      form.setMessage(t.applied(result.days));
      days.reload();
    },
  );
  const errors = fieldErrors(form.failure);
  return (
    <section aria-labelledby="extra-stock-title">
      <h2 id="extra-stock-title">{t.stockTitle}</h2>
      <p className="muted">{t.stockHint}</p>
      <StatusNotice message={form.message} />
      <ErrorNotice error={form.failure} />
      <form onSubmit={form.submit} className="setup-form" aria-labelledby="extra-stock-title">
        <div className="form-row">
          <Field label={t.from} required error={errors('from')}>
            {(c) => (
              <input
                {...c}
                type="date"
                value={draft.from}
                onChange={(e) => set({ from: e.currentTarget.value })}
              />
            )}
          </Field>
          <Field label={t.to} required hint={t.inventoryHint} error={errors('to')}>
            {(c) => (
              <input
                {...c}
                type="date"
                value={draft.to}
                max={addDays(draft.from || today, STAFF_EXTRA_STOCK_EDIT_DAYS - 1)}
                onChange={(e) => set({ to: e.currentTarget.value })}
              />
            )}
          </Field>
        </div>
        <fieldset>
          <legend>{t.weekdays}</legend>
          <ListFieldError messages={errors('weekdays', true)} />
          {t.weekdayNames.map((name, day) => (
            <CheckboxField
              key={name}
              label={name}
              checked={draft.weekdays.includes(day)}
              onChange={(on) =>
                set({
                  weekdays: on ? [...draft.weekdays, day].sort() : draft.weekdays.filter((d) => d !== day),
                })
              }
            />
          ))}
        </fieldset>
        <div className="form-row">
          <NumberField
            label={t.inventory}
            required
            error={errors('inventory')}
            min={0}
            value={draft.inventory}
            onChange={(inventory) => set({ inventory })}
          />
          <Field label={`${t.dayPrice} (${currency})`} hint={t.dayPriceHint} error={errors('price')}>
            {(c) => (
              <input
                {...c}
                type="number"
                min={0}
                step={moneyStep(currency)}
                value={draft.price}
                onChange={(e) => set({ price: e.currentTarget.value })}
              />
            )}
          </Field>
        </div>
        <button type="submit" disabled={form.busy}>
          {t.apply}
        </button>
      </form>
      <ErrorNotice error={days.error} onRetry={days.reload} />
      {days.data ? (
        <div className="table-wrap">
          <table>
            <caption>{t.stockTable}</caption>
            <thead>
              <tr>
                <th scope="col">{t.date}</th>
                <th scope="col" className="number">
                  {t.left}
                </th>
                <th scope="col" className="number">
                  {t.sold}
                </th>
                <th scope="col" className="number">
                  {t.price}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.data.days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{formatDate(locale, day.date, { weekday: 'short' })}</th>
                  <td className="number">{day.inventory ?? t.noStock}</td>
                  <td className="number">{day.sold}</td>
                  <td className="number">
                    {day.price === null ? t.samePrice : formatMoney(locale, day.price, currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : days.loading ? (
        <Loading />
      ) : null}
    </section>
  );
}
