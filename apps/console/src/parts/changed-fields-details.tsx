import { useTexts } from '../lib/i18n.ts';
import { changedFields } from './changed-fields.ts';
import { PARTS_TEXTS } from './parts.texts.ts';

function ValueText({ value, empty }: { value: unknown; empty: string }) {
  if (value === undefined || value === null || value === '') return <span className="muted">{empty}</span>;
  if (typeof value === 'string') return <>{value}</>;
  return <code className="json-value">{JSON.stringify(value)}</code>;
}

/**
 * What changed between two versions of a record, folded: a `<details>` whose summary counts the
 * changed fields and whose table shows each one before and after.
 */
export function ChangedFieldsDetails({ before, after }: { before: unknown; after: unknown }) {
  const t = useTexts(PARTS_TEXTS);
  const changes = changedFields(before, after);
  if (changes.length === 0) return <span className="muted">{t.noFieldChanged}</span>;
  return (
    <details className="changed-fields">
      <summary>{t.changedFields(changes.length)}</summary>
      <table>
        <thead>
          <tr>
            <th scope="col">{t.field}</th>
            <th scope="col">{t.before}</th>
            <th scope="col">{t.after}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.field}>
              <th scope="row">
                <code>{change.field || '—'}</code>
              </th>
              <td>
                <ValueText value={change.before} empty={t.empty} />
              </td>
              <td>
                <ValueText value={change.after} empty={t.empty} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
