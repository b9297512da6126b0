import { Link, useLocation } from 'wouter';
import { useTexts } from '../lib/i18n.ts';
import { API_KEY_TEXTS } from './api-keys.texts.ts';

/** The integrations' pages of a hotel: its API keys, and its webhooks (decision 059). */
export const integrationsPath = (hotelId: number, section: '' | '/webhooks' = '') =>
  `/hotels/${hotelId}/integrations${section}`;

/** The tabs between a hotel's API keys and its webhooks, the current one marked. */
export function IntegrationsTabs({ hotelId }: { hotelId: number }) {
  const t = useTexts(API_KEY_TEXTS);
  const [location] = useLocation();
  const tabs = [
    { href: integrationsPath(hotelId), label: t.keysTitle },
    { href: integrationsPath(hotelId, '/webhooks'), label: t.webhooksLink },
  ];
  return (
    <nav className="setup-tabs" aria-label={t.sectionsLabel}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link href={tab.href} aria-current={location === tab.href ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
