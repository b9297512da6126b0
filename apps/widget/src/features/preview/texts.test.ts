import { describeSectionParity } from '../../test/section-parity.ts';
import { previewTexts } from './texts.ts';

describeSectionParity('preview', previewTexts);
