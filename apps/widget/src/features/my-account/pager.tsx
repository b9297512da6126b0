import type { SectionTranslate } from '../../i18n/section-catalog.ts';
import type { AccountKey } from './texts.ts';

/** The pager's own texts: the account's, or a section's with the same keys (the organization's list). */
export type PagerKey = Extract<
  AccountKey,
  | 'reservations.pages'
  | 'reservations.pageOf'
  | 'reservations.previous'
  | 'reservations.next'
  | 'reservations.page'
>;

/** The pages to offer: all of them up to 7, else the first, the last and two either side of `page`. */
export function pageButtons(page: number, pages: number): (number | 'gap')[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const shown = new Set(
    [1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages),
  );
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const p of sorted) {
    const previous = out[out.length - 1];
    if (typeof previous === 'number' && p - previous > 1) out.push('gap');
    out.push(p);
  }
  return out;
}

/** Page buttons under a list; nothing when it fits one page. */
export function Pager({
  page,
  pages,
  t,
  onPage,
}: {
  page: number;
  pages: number;
  t: SectionTranslate<PagerKey>;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="account-pager" aria-label={t('reservations.pages')}>
      <p className="visually-hidden">{t('reservations.pageOf', { page, pages })}</p>
      <ul>
        <li>
          <button
            type="button"
            className="account-pager__button"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{t('reservations.previous')}</span>
          </button>
        </li>
        {pageButtons(page, pages).map((p, index) =>
          p === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity of its own.
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className="account-pager__button"
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('reservations.page', { page: p })}
                onClick={() => p !== page && onPage(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="account-pager__button"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{t('reservations.next')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
