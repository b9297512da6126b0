import { useI18n } from '../../i18n/use-i18n.ts';

/** Spec section 8: the address carries neither `code` nor `hotel_code`. */
export function NoHotelCodeScreen() {
  const { t } = useI18n();
  return (
    <div className="message-screen">
      <h1 className="screen-title">{t('noHotelCode.title')}</h1>
      <p>{t('noHotelCode.body')}</p>
    </div>
  );
}
