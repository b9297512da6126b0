import { useEffect, useState } from 'react';
import { useWidget } from '../../app/widget-context.tsx';
import { sectionTranslator } from '../../i18n/section-catalog.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { pointNaming } from './point-rules.ts';
import { type PointT, pointTexts } from './texts.ts';

/**
 * Member points' texts where a screen shows points only sometimes (a booking paid partly with points):
 * loaded only while `wanted`, so a guest's booking never downloads them. Null while not wanted or
 * loading.
 */
export function usePointTexts(wanted: boolean): PointT | null {
  const { locale } = useI18n();
  const [, loaded] = useState(0);
  useEffect(() => {
    if (!wanted || pointTexts.peek(locale)) return;
    let live = true;
    pointTexts.load(locale).then(
      () => live && loaded((n) => n + 1),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, locale]);
  const texts = wanted ? pointTexts.peek(locale) : null;
  return texts ? sectionTranslator(texts) : null;
}

/** The brand's name for its points in the current language, from the settings (spec §3 point_naming). */
export function useBrandPointName(fallback: string): string {
  const { locale } = useI18n();
  const program = useWidget((state) => state.settings?.hotel_brand.point_program ?? null);
  return pointNaming(locale, fallback, null, program);
}
