import { useSection } from '../../i18n/section-catalog.ts';
import { useStore } from '../../lib/create-store.ts';
import { previewStore } from './preview-mode.ts';
import { previewTexts } from './texts.ts';
import './preview.css';

/**
 * Preview mode's banner on every page (decision 061): the staff member sees at once that this is not
 * what guests see. The shell loads it only in preview mode.
 */
export function PreviewBanner() {
  const previewing = useStore(previewStore, (state) => state.preview !== null);
  const t = useSection(previewTexts);
  if (!previewing || !t) return null;
  return (
    <section className="preview-banner" aria-labelledby="preview-banner-title" data-testid="preview-banner">
      <p>
        <strong id="preview-banner-title">{t('preview.title')}</strong> {t('preview.text')}
      </p>
    </section>
  );
}
