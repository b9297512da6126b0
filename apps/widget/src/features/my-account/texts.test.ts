import { describeSectionParity } from '../../test/section-parity.ts';
import { accountTexts } from './texts.ts';

describeSectionParity('my-account', accountTexts);
