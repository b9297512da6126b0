import { useId, useState } from 'react';
import { currentAddress, hrefFor, navigateTo } from '../../app/navigation.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import type { MenuItem } from './menu-items.ts';

/** The header menu; callers render it only when at least one item is available. */
export function MenuButton({ items }: { items: readonly MenuItem[] }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="menu">
      <button
        type="button"
        className="header-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('header.menu')}
      </button>
      <ul id={listId} className="menu__list" hidden={!open}>
        {items.map((item) => (
          <li key={item.id}>
            {/* The address's query (hotel code, language) goes along, in either address style (not
                through shared/query-links: that chunk imports the entry, decision 033). */}
            <a
              href={hrefFor(item.path)}
              onClick={(event) => {
                event.preventDefault();
                setOpen(false);
                navigateTo(`${item.path}?${currentAddress().params}`);
              }}
            >
              {t(item.labelKey)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
