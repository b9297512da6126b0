import { MAX_NIGHTS } from '@yadori/contract/search.constants';
import {
  type FormEvent,
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useSearch } from 'wouter';
import { currentAddress, navigateTo, SEARCH_PATH } from '../../app/navigation.ts';
import { useApi, useWidget } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import { addDays, daysBetween, displayDate, todayInZone } from '../../shared/hotel-date.ts';
import { askForStep } from '../host/step-start.ts';
import { availabilityParams, loadMonthAvailability } from './availability-api.ts';
import { readCriteriaCookie, withStoredCriteria, writeCriteriaCookie } from './criteria-cookie.ts';
import { GuestsEditor } from './guests-editor.tsx';
import type { SearchSettings } from './room-party.ts';
import {
  mergeCriteriaQuery,
  parseCriteria,
  roomEntriesOf,
  type SearchCriteria,
  stayNights,
} from './search-criteria.ts';
import { addressHasSearch, SearchSummary } from './search-summary.tsx';
import { bookableRange, type SearchIssue, validateCriteria } from './search-validation.ts';
import './search-form.css';

// The calendar dialog loads when first opened, keeping it off the results page's first download.
const DateRangePicker = lazy(() =>
  import('./date-range-picker.tsx').then((m) => ({ default: m.DateRangePicker })),
);

/** The server's refusal of the search's promo code or coupon (1500, 2001), shown at that field. */
export interface CodeError {
  field: 'promo' | 'coupon';
  text: string;
}

export interface SearchFormProps {
  /** Called after a valid search has been sent to the results page. */
  onSearch?: (criteria: SearchCriteria) => void;
  /** The current time (tests fix it); "today" is read from it in the hotel's time zone. */
  now?: Date;
  /** The results page's refused code, if its search was refused for one (decision 021). */
  codeError?: CodeError | null;
}

/** The message under a code field the server refused, which the field points at. */
function FieldError({ id, error }: { id: string; error: CodeError | null }) {
  return error ? (
    <p id={id} className="search-form__field-error">
      {error.text}
    </p>
  ) : null;
}

const NIGHT_OPTIONS = Array.from({ length: MAX_NIGHTS }, (_, i) => i + 1);

function DatesField({
  criteria,
  settings,
  today,
  errorId,
  onDates,
}: {
  criteria: SearchCriteria;
  settings: SearchSettings;
  today: string;
  errorId: string | undefined;
  onDates: (checkin: string, checkout: string) => void;
}) {
  const { t } = useI18n();
  const api = useApi();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  // A press outside the open calendar closes it, as a popover should.
  useEffect(() => {
    if (!open) return;
    const onPress = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPress);
    return () => document.removeEventListener('pointerdown', onPress);
  }, [open]);
  const partyKey = JSON.stringify([roomEntriesOf({ ...criteria, undated: true }), criteria.dayUse]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: prices depend on the party (partyKey), not on the chosen dates
  const loadMonth = useCallback(
    (month: string) =>
      loadMonthAvailability(api, settings.hotel_id, availabilityParams(criteria, month, today)),
    [api, settings.hotel_id, partyKey, today],
  );
  const nights = daysBetween(criteria.checkin, criteria.checkout);
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  return (
    <div className="search-form__dates" ref={wrapper}>
      <button
        ref={trigger}
        type="button"
        className="search-form__dates-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onClick={() => setOpen(true)}
      >
        {criteria.dayUse ? (
          <span className="search-form__date">
            <span className="search-form__date-label">{t('searchForm.date')}</span>{' '}
            {displayDate(criteria.checkin)}
          </span>
        ) : (
          <>
            <span className="search-form__date">
              <span className="search-form__date-label">{t('searchForm.checkin')}</span>{' '}
              {displayDate(criteria.checkin)}
            </span>
            <span className="search-form__date">
              <span className="search-form__date-label">{t('searchForm.checkout')}</span>{' '}
              {displayDate(criteria.checkout)}
            </span>
            <span className="search-form__nights">
              {t(nights === 1 ? 'searchForm.nightOne' : 'searchForm.nightOther', { count: nights })}
            </span>
          </>
        )}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <DateRangePicker
            checkin={criteria.checkin}
            checkout={criteria.checkout}
            dayUse={criteria.dayUse}
            today={today}
            bookable={bookableRange(settings, today)}
            currency={settings.currency}
            loadMonth={loadMonth}
            onChange={onDates}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function IssueList({ id, issues }: { id: string; issues: readonly SearchIssue[] }) {
  const { t } = useI18n();
  return (
    <div id={id} className="search-form__issues" role="alert">
      {issues.length > 0 ? (
        <>
          <p className="search-form__issues-title">{t('searchForm.errorsHeading')}</p>
          <ul>
            {issues.map((issue) => (
              <li key={`${issue.key}:${JSON.stringify(issue.params ?? {})}`}>{t(issue.key, issue.params)}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function Form({
  settings,
  initial,
  now,
  onSearch,
  codeError,
  searched,
}: {
  settings: SearchSettings;
  initial: SearchCriteria;
  now: Date | undefined;
  onSearch: SearchFormProps['onSearch'];
  codeError: CodeError | null;
  /** The address carries a search: on a phone the form starts folded into its summary. */
  searched: boolean;
}) {
  const { t } = useI18n();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // A refused code is shown at its field, so the form opens for it.
  const [collapsed, setCollapsed] = useState(searched && codeError === null);
  const [expanding, setExpanding] = useState(false);
  useEffect(() => {
    if (codeError) setCollapsed(false);
  }, [codeError]);
  useEffect(() => {
    if (!expanding) return;
    setExpanding(false);
    formRef.current?.querySelector<HTMLElement>('button, input, select')?.focus();
  }, [expanding]);
  const parentUrl = useWidget((state) => state.startQuery.parentUrl);
  const [criteria, setCriteria] = useState(initial);
  const [checked, setChecked] = useState(false);
  const today = todayInZone(settings.hotel.time_zone, now);
  const issues = checked ? validateCriteria(criteria, settings, today) : [];
  const issueId = `${id}-issues`;
  const dateIssue = issues.some((issue) => issue.field === 'dates') ? issueId : undefined;
  const roomIssue = issues.some((issue) => issue.field === 'rooms') ? issueId : undefined;
  const update = (patch: Partial<SearchCriteria>) => setCriteria((old) => ({ ...old, ...patch }));
  const promoError = codeError?.field === 'promo' ? codeError : null;
  const couponError = codeError?.field === 'coupon' && settings.coupon_active ? codeError : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (validateCriteria(criteria, settings, today).length > 0) return;
    writeCriteriaCookie(criteria, parentUrl);
    askForStep('results');
    navigateTo(`${SEARCH_PATH}?${mergeCriteriaQuery(currentAddress().params, criteria)}`);
    onSearch?.(criteria);
  };

  return (
    <search
      className={`search-form-region${collapsed ? ' search-form-region--collapsed' : ''}`}
      aria-label={t('searchForm.regionLabel')}
    >
      {collapsed ? (
        <SearchSummary
          criteria={criteria}
          formId={`${id}-form`}
          onChange={() => {
            setCollapsed(false);
            setExpanding(true);
          }}
        />
      ) : null}
      <form id={`${id}-form`} ref={formRef} className="search-form" noValidate onSubmit={submit}>
        <fieldset className="search-form__group">
          <legend className="search-form__legend">{t('searchForm.dates')}</legend>
          {criteria.undated && criteria.dayUse ? null : criteria.undated ? (
            <div className="search-form__field">
              <label htmlFor={`${id}-nights`}>{t('searchForm.nights')}</label>
              <select
                id={`${id}-nights`}
                value={criteria.nights}
                onChange={(event) => update({ nights: Number(event.target.value) })}
              >
                {NIGHT_OPTIONS.map((n) => (
                  <option key={n} value={n}>
                    {t(n === 1 ? 'searchForm.nightOne' : 'searchForm.nightOther', { count: n })}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <DatesField
              criteria={criteria}
              settings={settings}
              today={today}
              errorId={dateIssue}
              onDates={(checkin, checkout) =>
                update({ checkin, checkout, nights: stayNights(checkin, checkout) })
              }
            />
          )}
          {settings.day_use_search_active ? (
            <label className="search-form__check">
              <input
                type="checkbox"
                checked={criteria.dayUse}
                onChange={(event) =>
                  update({
                    dayUse: event.target.checked,
                    checkout: event.target.checked ? criteria.checkin : addDays(criteria.checkin, 1),
                  })
                }
              />
              {t('searchForm.dayUse')}
            </label>
          ) : null}
          <label className="search-form__check">
            <input
              type="checkbox"
              checked={criteria.undated}
              onChange={(event) => update({ undated: event.target.checked })}
            />
            {t('searchForm.undated')}
          </label>
        </fieldset>
        <GuestsEditor
          rooms={criteria.rooms}
          settings={settings}
          errorId={roomIssue}
          onChange={(rooms) => update({ rooms })}
        />
        <fieldset className="search-form__group search-form__codes">
          <legend className="visually-hidden">{t('searchForm.codes')}</legend>
          <div className="search-form__field">
            <label htmlFor={`${id}-promo`}>{t('searchForm.promoCode')}</label>
            <input
              id={`${id}-promo`}
              type="text"
              autoComplete="off"
              maxLength={64}
              aria-invalid={promoError ? true : undefined}
              aria-describedby={promoError ? `${id}-promo-error` : undefined}
              value={criteria.promoCode ?? ''}
              onChange={(event) => update({ promoCode: event.target.value.trim() || null })}
            />
            <FieldError id={`${id}-promo-error`} error={promoError} />
          </div>
          {settings.coupon_active ? (
            <div className="search-form__field">
              <label htmlFor={`${id}-coupon`}>{t('searchForm.couponCode')}</label>
              <input
                id={`${id}-coupon`}
                type="text"
                autoComplete="off"
                maxLength={64}
                aria-invalid={couponError ? true : undefined}
                aria-describedby={couponError ? `${id}-coupon-error` : undefined}
                value={criteria.couponCode ?? ''}
                onChange={(event) => update({ couponCode: event.target.value.trim() || null })}
              />
              <FieldError id={`${id}-coupon-error`} error={couponError} />
            </div>
          ) : null}
        </fieldset>
        <IssueList id={issueId} issues={issues} />
        <button type="submit" className="search-form__submit">
          {t('searchForm.submit')}
        </button>
      </form>
    </search>
  );
}

/**
 * The search form of the results page: dates (a calendar with per-day prices), day use, undated
 * search with nights, guests per room, promo and coupon codes. It starts from the address query (or
 * the search stored in the last hour) and a valid search goes to /booking/result with its query.
 * Memoised: the results screen draws again when the rooms come, and the form has nothing new to show.
 */
export const SearchForm = memo(function SearchForm({ onSearch, now, codeError = null }: SearchFormProps) {
  const settings = useWidget((state) => state.settings);
  const search = useSearch();
  const initial = useMemo(
    () =>
      settings
        ? parseCriteria(withStoredCriteria(new URLSearchParams(search), readCriteriaCookie()), settings, now)
        : null,
    [search, settings, now],
  );
  if (!settings || !initial) return null;
  // A new address (another search, the back button) starts the form afresh.
  return (
    <Form
      key={search}
      settings={settings}
      initial={initial}
      now={now}
      onSearch={onSearch}
      codeError={codeError}
      searched={addressHasSearch(new URLSearchParams(search))}
    />
  );
});
