import { describeSectionParity } from '../../test/section-parity.ts';
import { paymentLinkTexts } from './texts.ts';

describeSectionParity('payment-link', paymentLinkTexts);
