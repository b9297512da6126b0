import { describeSectionParity } from '../../test/section-parity.ts';
import { pointTexts } from './texts.ts';

describeSectionParity('member-points', pointTexts);
