import type { StaffReservation } from '@yadori/contract/staff-reservations.schema';
import { FUNNEL_TEXTS } from '../analytics/funnel.texts.ts';
import { sourceName } from '../analytics/funnel-rules.ts';
import { useTexts } from '../lib/i18n.ts';
import { ACQUISITION_TEXTS } from './acquisition.texts.ts';
import { Fact, Facts } from './facts.tsx';

/**
 * Where the guest came from (decision 061): the first booking page's utm_*, metasearch_source and
 * segment_ids, and the source the funnel counts the booking under.
 */
export function AcquisitionSection({ stay }: { stay: StaffReservation }) {
  const t = useTexts(ACQUISITION_TEXTS);
  const funnel = useTexts(FUNNEL_TEXTS);
  const { attribution } = stay;
  const recorded =
    attribution.utm_source !== null ||
    attribution.utm_medium !== null ||
    attribution.utm_campaign !== null ||
    attribution.metasearch_source !== null ||
    attribution.segment_ids.length > 0;
  return (
    <section aria-labelledby="stay-acquisition" className="stay-section">
      <h2 id="stay-acquisition">{t.title}</h2>
      <p className="muted">{t.intro}</p>
      <Facts>
        <Fact label={t.source}>{sourceName(attribution.source, funnel.direct)}</Fact>
        <Fact label={t.utmSource}>{attribution.utm_source}</Fact>
        <Fact label={t.utmMedium}>{attribution.utm_medium}</Fact>
        <Fact label={t.utmCampaign}>{attribution.utm_campaign}</Fact>
        <Fact label={t.metasearch}>{attribution.metasearch_source}</Fact>
        <Fact label={t.segments}>{attribution.segment_ids.join(', ')}</Fact>
      </Facts>
      {recorded ? null : <p>{t.nothingRecorded}</p>}
    </section>
  );
}
