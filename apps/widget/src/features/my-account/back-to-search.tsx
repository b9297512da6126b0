import { SEARCH_PATH } from '../../app/navigation.ts';
import { goWith, hrefWith } from '../../shared/query-links.ts';

/** The member area's own query keys (lists, filters): search does not get them. */
const AREA_KEYS = { status: null, page: null, hotelId: null } as const;

/** Back to search from the account and admin pages (spec §2), without the area's own query keys. */
export function BackToSearch({ label }: { label: string }) {
  return (
    <a
      className="account-back"
      href={hrefWith(SEARCH_PATH, AREA_KEYS)}
      onClick={(event) => {
        event.preventDefault();
        goWith(SEARCH_PATH, AREA_KEYS);
      }}
    >
      <span aria-hidden="true">‹ </span>
      {label}
    </a>
  );
}
