import { Link } from 'wouter';
import { useTexts } from '../lib/i18n.ts';
import { PARTS_TEXTS } from './parts.texts.ts';

/**
 * The pages of a list: where the person is and links to the page before and after (`href` keeps the
 * list's filters in the address).
 */
export function Pagination({
  page,
  totalPages,
  href,
}: {
  page: number;
  totalPages: number;
  href: (page: number) => string;
}) {
  const t = useTexts(PARTS_TEXTS);
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t.pages}>
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev">
          {t.previousPage}
        </Link>
      ) : null}
      <span aria-current="page">{t.pageOf(page, totalPages)}</span>
      {page < totalPages ? (
        <Link href={href(page + 1)} rel="next">
          {t.nextPage}
        </Link>
      ) : null}
    </nav>
  );
}
