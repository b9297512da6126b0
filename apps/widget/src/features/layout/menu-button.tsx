import { useId, useState } from 'react';
import { Link } from 'wouter';
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
            <Link href={item.path} onClick={() => setOpen(false)}>
              {t(item.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
