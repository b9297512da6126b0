import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { useSubmit } from '../forms/use-submit.ts';
import type { ApiFailure } from '../lib/api.ts';
import type { Resource } from '../lib/use-resource.ts';
import { ModalDialog } from '../parts/modal-dialog.tsx';
import { ErrorNotice, Loading, StatusNotice } from '../shell/page.tsx';
import { SetupPage, type SetupSectionPath, setupPath } from './setup-frame.tsx';

/** The address of a set-up section's list (`id` absent), its new-item form, or one item's form. */
export const setupItemPath = (hotelId: number, section: SetupSectionPath, id?: number | 'new') =>
  `${setupPath(hotelId, section)}${id === undefined ? '' : `/${id}`}`;

/** The words every set-up list shows (each section's catalog has them). */
export interface SetupListTexts {
  title: string;
  add: string;
  none: string;
  name: string;
}

/** The words of a list whose items can be deleted. */
export interface SetupDeleteTexts {
  actions: string;
  delete: string;
  deleteTitle: (name: string) => string;
  deleteBody: string;
  deleteConfirm: string;
  keep: string;
}

interface Named {
  id: number;
  name: string;
}

/** How an item of the list is deleted, and the status line said once it is. */
export interface SetupListRemoval<T, R> {
  texts: SetupDeleteTexts;
  action: (item: T) => Promise<R>;
  done: (item: T, result: R) => string;
}

/**
 * A set-up section's list page: the add link, the table (its first column the item's name linking to
 * its form, then `head`/`cells`), the empty state, and, when `remove` is given, a delete button per row
 * (`cells` places it) confirmed in a dialog that returns focus to the heading, or to the button when
 * the API refused. `actions` go beside the add link.
 */
export function SetupList<T extends Named, R = unknown>({
  hotelId,
  texts,
  addHref,
  list,
  itemHref,
  nameExtra,
  head,
  cells,
  remove,
  actions,
}: {
  hotelId: number;
  texts: SetupListTexts;
  addHref: string;
  list: Resource<T[]>;
  itemHref: (item: T) => string;
  nameExtra?: (item: T) => ReactNode;
  head: ReactNode;
  cells: (item: T, deleteButton: ReactNode) => ReactNode;
  remove?: SetupListRemoval<T, R>;
  actions?: ReactNode;
}) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<ApiFailure>();
  const removal = useSubmit(
    () => remove!.action(deleting!),
    (result) => {
      setDone(remove!.done(deleting!, result));
      setDeleting(null);
      list.reload();
    },
  );
  const deleteButton = (item: T) =>
    remove ? (
      <button
        type="button"
        className="button-secondary"
        onClick={() => {
          setDone(null);
          setRefusal(undefined);
          setDeleting(item);
        }}
      >
        {remove.texts.delete}
        <span className="visually-hidden">{`: ${item.name}`}</span>
      </button>
    ) : null;
  return (
    <SetupPage
      hotelId={hotelId}
      title={texts.title}
      actions={
        <>
          {actions}
          <Link className="button" href={addHref}>
            {texts.add}
          </Link>
        </>
      }
    >
      {remove ? <StatusNotice message={done} /> : null}
      <ErrorNotice error={list.error ?? refusal} onRetry={list.error ? list.reload : undefined} />
      <SetupTable
        items={list.data}
        loading={list.loading}
        texts={texts}
        head={
          <>
            {head}
            {remove ? (
              <th scope="col">
                <span className="visually-hidden">{remove.texts.actions}</span>
              </th>
            ) : null}
          </>
        }
        row={(item) => (
          <tr key={item.id}>
            <th scope="row">
              <Link href={itemHref(item)}>{item.name}</Link>
              {nameExtra?.(item)}
            </th>
            {cells(item, deleteButton(item))}
          </tr>
        )}
      />
      {remove ? (
        <ModalDialog
          open={deleting !== null}
          title={deleting ? remove.texts.deleteTitle(deleting.name) : ''}
          returnFocus={removal.failure ? 'opener' : 'heading'}
          onDismiss={() => {
            if (removal.failure) setRefusal(removal.failure);
            setDeleting(null);
          }}
        >
          <p>{remove.texts.deleteBody}</p>
          <ErrorNotice error={removal.failure} />
          <div className="dialog-actions">
            <button
              type="button"
              className="button-danger"
              disabled={removal.busy}
              onClick={() => removal.submit()}
            >
              {remove.texts.deleteConfirm}
            </button>
            {/* biome-ignore lint/a11y/noAutofocus: a dialog that deletes opens on its harmless choice. */}
            <button type="button" className="button-secondary" autoFocus onClick={() => setDeleting(null)}>
              {remove.texts.keep}
            </button>
          </div>
        </ModalDialog>
      ) : null}
    </SetupPage>
  );
}

/** A list's table (its caption the page's title, kept for screen readers), its empty state, or loading. */
function SetupTable<T>({
  items,
  loading,
  texts,
  head,
  row,
}: {
  items: T[] | undefined;
  loading: boolean;
  texts: SetupListTexts;
  head: ReactNode;
  row: (item: T) => ReactNode;
}) {
  if (!items) return loading ? <Loading /> : null;
  if (items.length === 0) return <p>{texts.none}</p>;
  return (
    <div className="table-wrap">
      <table>
        <caption className="visually-hidden">{texts.title}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.name}</th>
            {head}
          </tr>
        </thead>
        <tbody>{items.map(row)}</tbody>
      </table>
    </div>
  );
}

/**
 * A set-up item's page (`/new` or `/:id`): the link back to the list, the load's refusal, "not found"
 * once the list is known without it, the form once its data is there, else loading.
 */
export function SetupItemPage({
  hotelId,
  title,
  backHref,
  backLabel,
  error,
  onRetry,
  missing,
  notFound,
  loading,
  children,
}: {
  hotelId: number;
  title: string;
  backHref: string;
  backLabel: string;
  error: ApiFailure | undefined;
  onRetry?: () => void;
  missing: boolean;
  notFound: string;
  loading: boolean;
  /** The form, or null while what it needs is not loaded. */
  children: ReactNode;
}) {
  return (
    <SetupPage hotelId={hotelId} title={title}>
      <p>
        <Link href={backHref}>{backLabel}</Link>
      </p>
      <ErrorNotice error={error} onRetry={onRetry} />
      {missing ? <p>{notFound}</p> : null}
      {children ?? (loading ? <Loading /> : null)}
    </SetupPage>
  );
}

/** The item `id` names in a loaded list (undefined for a new one), and whether the list lacks it. */
export function findItem<T extends { id: number }>(list: T[] | undefined, id: number | null) {
  const item = id === null ? undefined : list?.find((x) => x.id === id);
  return { item, missing: id !== null && list !== undefined && item === undefined };
}
