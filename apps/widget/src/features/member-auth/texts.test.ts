import { describeSectionParity } from '../../test/section-parity.ts';
import { authTexts } from './texts.ts';

describeSectionParity('member-auth', authTexts);
