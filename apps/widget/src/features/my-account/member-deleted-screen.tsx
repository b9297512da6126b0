import { useEffect } from 'react';
import { useSection } from '../../i18n/section-catalog.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Spinner } from '../../shared/spinner.tsx';
import { BackToSearch } from './back-to-search.tsx';
import { clearAccountDeleted } from './member-only.ts';
import { accountTexts } from './texts.ts';
import './my-account.css';

/** /member-deleted-confirmation (spec §2): the account is gone and the member signed out. */
export function MemberDeletedScreen() {
  const t = useSection(accountTexts);
  const { t: main } = useI18n();
  useEffect(() => clearAccountDeleted(), []);
  if (!t) return <Spinner label={main('app.loading')} />;
  return (
    <div className="message-screen account">
      <h1 className="screen-title">{t('deleted.heading')}</h1>
      <p>{t('deleted.text')}</p>
      <BackToSearch label={t('deleted.back')} />
    </div>
  );
}
