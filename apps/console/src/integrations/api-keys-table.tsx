import type { PartnerKeySummary } from '@yadori/contract/partner-keys.schema';
import { formatDateTime, useLocale, useTexts } from '../lib/i18n.ts';
import { API_KEY_TEXTS } from './api-keys.texts.ts';

/** The hotel's keys, each named by its prefix (the key itself is never shown again), live ones revocable. */
export function ApiKeysTable({
  keys,
  onRevoke,
}: {
  keys: readonly PartnerKeySummary[];
  onRevoke: (key: PartnerKeySummary) => void;
}) {
  const t = useTexts(API_KEY_TEXTS);
  const locale = useLocale();
  if (keys.length === 0) return <p>{t.noKeys}</p>;
  return (
    <div className="table-wrap">
      <table>
        <caption>{t.caption(keys.length)}</caption>
        <thead>
          <tr>
            <th scope="col">{t.name}</th>
            <th scope="col">{t.prefix}</th>
            <th scope="col">{t.scopes}</th>
            <th scope="col">{t.created}</th>
            <th scope="col">{t.lastUsed}</th>
            <th scope="col">{t.status}</th>
            <th scope="col">{t.actions}</th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.id} data-testid="api-key-row">
              <th scope="row">{key.name}</th>
              <td>
                <code>{key.prefix}…</code>
              </td>
              <td>
                <ul className="plain-list">
                  {key.scopes.map((scope) => (
                    <li key={scope}>{t.scope[scope].name}</li>
                  ))}
                </ul>
              </td>
              <td>
                <time dateTime={key.created_at}>{formatDateTime(locale, key.created_at)}</time>
                {key.created_by ? <div className="muted">{t.createdBy(key.created_by.name)}</div> : null}
              </td>
              <td>
                {key.last_used_at ? (
                  <time dateTime={key.last_used_at}>{formatDateTime(locale, key.last_used_at)}</time>
                ) : (
                  t.never
                )}
              </td>
              <td>
                {key.revoked_at ? (
                  <span className="badge badge-error">
                    {t.revokedOn(formatDateTime(locale, key.revoked_at))}
                  </span>
                ) : (
                  <span className="badge badge-ok">{t.active}</span>
                )}
              </td>
              <td>
                {key.revoked_at ? null : (
                  <button
                    type="button"
                    className="button-secondary"
                    aria-label={t.revokeLabel(key.name)}
                    onClick={() => onRevoke(key)}
                  >
                    {t.revoke}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
