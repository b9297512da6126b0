import type { Catalog } from '../catalog.ts';
import { zh_HantBooking } from './zh_Hant.booking.ts';
import { zh_HantCore } from './zh_Hant.core.ts';

export const zh_Hant: Catalog = { ...zh_HantCore, ...zh_HantBooking };
