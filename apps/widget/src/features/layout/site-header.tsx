import { LOCALES } from '@yadori/contract/locales';
import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { navigateTo, SEARCH_PATH } from '../../app/navigation.ts';
import { REGISTERED_PATHS } from '../../app/route-paths.ts';
import { useWidget } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import { CustomHtml } from '../branding/custom-html.tsx';
import { hotelDisplayName } from '../branding/hotel-name.ts';
import { isEmbedded, postToHost } from '../host/host-messages.ts';
import { LanguageSelector } from './language-selector.tsx';
import { MenuButton } from './menu-button.tsx';
import { menuItems } from './menu-items.ts';

function Brand() {
  const settings = useWidget((state) => state.settings);
  const { locale } = useI18n();
  if (!settings) return null;
  if (settings.header === 'header_customize' && settings.website_header_html) {
    return <CustomHtml html={settings.website_header_html} kind="header" className="site-header__custom" />;
  }
  const name = hotelDisplayName(settings, locale);
  if (settings.logo) return <img className="site-header__logo" src={settings.logo} alt={name} />;
  return <span className="site-header__name">{name}</span>;
}

/** Closes the frame (the loader's modal, the chatbot's); on a page of its own it goes back to search. */
function CloseButton() {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className="header-button header-button--close"
      aria-label={t('header.close')}
      onClick={() => (isEmbedded() ? postToHost({ type: 'close' }) : navigateTo(SEARCH_PATH))}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}

/** Header of spec section 2: brand, language selector, menu and, in a closeable iframe, close. */
export function SiteHeader({
  hideLanguageSelector,
  closeButtonOnly = false,
  brandOnly = false,
}: {
  hideLanguageSelector: boolean;
  closeButtonOnly?: boolean;
  /** Pages outside the main layout (the payment pages, spec section 2): the brand alone. */
  brandOnly?: boolean;
}) {
  if (brandOnly)
    return (
      <header className="site-header">
        <div className="site-header__brand">
          <Brand />
        </div>
      </header>
    );
  // The chat sign-in and sign-up variants (spec section 2): only a close button, on white.
  if (closeButtonOnly)
    return (
      <header className="site-header site-header--close-only">
        <CloseButton />
      </header>
    );
  return <FullHeader hideLanguageSelector={hideLanguageSelector} />;
}

function FullHeader({ hideLanguageSelector }: { hideLanguageSelector: boolean }) {
  const { t } = useI18n();
  const settings = useWidget((state) => state.settings);
  const loginWidget = useWidget((state) => state.loginWidget);
  const user = useWidget((state) => state.user);
  const inChatbotIframe = useWidget((state) => state.startQuery.inChatbotIframe);
  const updateMode = useWidget((state) => state.updateMode);
  const voucherMode = new URLSearchParams(useSearch()).get('mode') === 'voucher';
  const items = useMemo(
    () =>
      menuItems({
        settings,
        loginWidget,
        user,
        registeredPaths: REGISTERED_PATHS,
        inChatbotIframe,
        updateMode,
        voucherMode,
      }),
    [settings, loginWidget, user, inChatbotIframe, updateMode, voucherMode],
  );
  const closeableByLoader = useWidget((state) => state.startQuery.closeable);
  // A closeable iframe: the hotel allows closing, or the loader opened us in its modal.
  const closeable =
    isEmbedded() && (closeableByLoader || Boolean(settings?.booking_widget_setting_attributes.closeable));
  const locales = settings?.booking_widget_setting_attributes.supported_locales ?? LOCALES;

  return (
    <header className="site-header">
      <div className="site-header__brand">
        <Brand />
      </div>
      <div className="site-header__actions">
        {user && !inChatbotIframe ? (
          <span className="site-header__member" data-testid="header-member">
            {user.name}
            {/* Spec §6: a corporate user sees the organization they signed in through. */}
            {user.organization ? (
              <span className="site-header__organization" data-testid="header-organization">
                {user.organization.display_name || user.organization.name}
              </span>
            ) : null}
          </span>
        ) : null}
        {!hideLanguageSelector && !inChatbotIframe ? <LanguageSelector locales={locales} /> : null}
        {items.length > 0 ? <MenuButton items={items} /> : null}
        {closeable ? <CloseButton /> : null}
      </div>
    </header>
  );
}
