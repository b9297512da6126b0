import type { KeyboardEvent, ReactNode } from 'react';

export interface Tab<T extends string> {
  id: T;
  label: string;
}

const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
const panelId = (prefix: string) => `${prefix}-panel`;

/**
 * A WAI-ARIA tab list: one tab in the Tab order (the selected one), arrow keys, Home and End move
 * between tabs and select the one they land on. The tabs here show an address each, so selecting
 * is the caller's navigation.
 */
export function TabList<T extends string>({
  label,
  tabs,
  current,
  onSelect,
  idPrefix,
}: {
  label: string;
  tabs: readonly Tab<T>[];
  current: T;
  onSelect: (id: T) => void;
  idPrefix: string;
}) {
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next] as Tab<T>;
    document.getElementById(tabId(idPrefix, tab.id))?.focus();
    onSelect(tab.id);
  };
  return (
    <div className="account-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab, index) => {
        const selected = tab.id === current;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.id)}
            className="account-tabs__tab"
            aria-selected={selected}
            aria-controls={panelId(idPrefix)}
            tabIndex={selected ? 0 : -1}
            onClick={() => !selected && onSelect(tab.id)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** The panel of the selected tab, named by it. */
export function TabPanel({
  idPrefix,
  current,
  children,
}: {
  idPrefix: string;
  current: string;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={panelId(idPrefix)}
      aria-labelledby={tabId(idPrefix, current)}
      className="account-tabs__panel"
    >
      {children}
    </div>
  );
}
