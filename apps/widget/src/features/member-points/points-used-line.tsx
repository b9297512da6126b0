import { useWidget } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import { pointNaming } from './point-rules.ts';
import { usePointTexts } from './use-point-texts.ts';

/** The points taken off the price, as a line of a summary (`<dl>`), under the brand's name for them. */
export function PointsUsedLine({
  points,
  money,
  className,
  testId,
}: {
  points: number;
  money: (amount: number) => string;
  className?: string;
  testId?: string;
}) {
  const { locale, t: main } = useI18n();
  const brandProgram = useWidget((state) => state.settings?.hotel_brand.point_program ?? null);
  const pt = usePointTexts(points > 0);
  if (points <= 0 || !pt) return null;
  const name = pointNaming(locale, main('menu.points'), null, brandProgram);
  return (
    <div>
      <dt>{pt('spend.summaryLine', { name })}</dt>
      <dd>
        <span className={className} data-testid={testId}>
          −{money(points)}
        </span>
      </dd>
    </div>
  );
}
