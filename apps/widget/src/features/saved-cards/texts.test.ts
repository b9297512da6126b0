import { describeSectionParity } from '../../test/section-parity.ts';
import { savedCardTexts } from './texts.ts';

describeSectionParity('saved-cards', savedCardTexts);
