import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { ja } from '../../i18n/locales/ja.ts';
import { I18nProvider } from '../../i18n/use-i18n.ts';
import { PreviewBanner } from './preview-banner.tsx';
import { previewStore } from './preview-mode.ts';
import { en as previewEn } from './texts/en.ts';
import { ja as previewJa } from './texts/ja.ts';

const preview = { token: 'pt-1', expiresAt: '2026-11-27T13:00:00Z', staffName: 'Aoi Tanaka' };

beforeEach(() => i18n.use('en', en));
afterEach(() => {
  cleanup();
  previewStore.update({ preview: null });
});

describe('PreviewBanner', () => {
  it('says plainly, as a named region, that this is a preview guests do not see', async () => {
    previewStore.update({ preview });
    render(
      <I18nProvider>
        <PreviewBanner />
      </I18nProvider>,
    );
    const region = await screen.findByRole('region', { name: previewEn['preview.title'] });
    expect(region.textContent).toBe(`${previewEn['preview.title']} ${previewEn['preview.text']}`);
    act(() => i18n.use('ja', ja));
    // The first import of a language's chunk is slow in jsdom.
    const timeout = { timeout: 5000 };
    expect(await screen.findByRole('region', { name: previewJa['preview.title'] }, timeout)).toBeTruthy();
  });

  it('shows nothing outside preview mode, and goes when it ends', async () => {
    const { container } = render(
      <I18nProvider>
        <PreviewBanner />
      </I18nProvider>,
    );
    expect(container.textContent).toBe('');
    act(() => previewStore.update({ preview }));
    await screen.findByRole('region', { name: previewEn['preview.title'] });
    act(() => previewStore.update({ preview: null }));
    expect(container.textContent).toBe('');
  });
});
