import { useWidget, useWidgetStore } from '../../app/widget-context.tsx';
import { dismissNotice, type Notice } from '../../app/widget-store.ts';
import { useI18n } from '../../i18n/use-i18n.ts';

function NoticeText({ notice }: { notice: Notice }) {
  const { t } = useI18n();
  if ('messageKey' in notice) return <p className="notice__text">{t(notice.messageKey)}</p>;
  return (
    <p className="notice__text">
      <strong>{notice.title}</strong>
      {notice.message ? ` ${notice.message}` : null}
    </p>
  );
}

/** The global messages of spec section 8: a dismissible banner each; errors are alerts. */
export function NoticeBanner() {
  const store = useWidgetStore();
  const notices = useWidget((state) => state.notices);
  const { t } = useI18n();
  if (notices.length === 0) return null;
  return (
    <div className="notices">
      {notices.map((notice) => (
        <div
          key={notice.id}
          className={`notice notice--${notice.kind}`}
          role={notice.kind === 'error' ? 'alert' : 'status'}
          data-testid="yadori-global-notice"
        >
          <NoticeText notice={notice} />
          <button type="button" className="notice__dismiss" onClick={() => dismissNotice(store, notice.id)}>
            {t('banner.dismiss')}
          </button>
        </div>
      ))}
    </div>
  );
}
