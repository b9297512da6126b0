import { describeSectionParity } from '../../../test/section-parity.ts';
import { organizationAdminTexts } from './texts.ts';

describeSectionParity('organization admin', organizationAdminTexts);
