import { act, cleanup, render, screen } from '@testing-library/react';
import { memo } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { en } from './locales/en.ts';
import { ja } from './locales/ja.ts';
import { I18nProvider, useI18n } from './use-i18n.ts';

function Menu() {
  const { locale, t } = useI18n();
  return <p data-testid="menu">{`${locale}: ${t('header.menu')}`}</p>;
}

// A parent that never renders again: the language still reaches the text below it.
const Unchanging = memo(() => <Menu />);

describe('useI18n', () => {
  beforeEach(() => i18n.use('en', en));
  afterEach(cleanup);

  it('follows language changes below the provider, past components that do not render again', () => {
    render(
      <I18nProvider>
        <Unchanging />
      </I18nProvider>,
    );
    expect(screen.getByTestId('menu').textContent).toBe(`en: ${en['header.menu']}`);
    act(() => i18n.use('ja', ja));
    expect(screen.getByTestId('menu').textContent).toBe(`ja: ${ja['header.menu']}`);
  });

  it('reads the current language outside a provider (a component rendered alone)', () => {
    i18n.use('ja', ja);
    render(<Menu />);
    expect(screen.getByTestId('menu').textContent).toBe(`ja: ${ja['header.menu']}`);
  });
});
