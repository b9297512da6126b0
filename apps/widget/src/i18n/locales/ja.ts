import type { Catalog } from '../catalog.ts';
import { jaBooking } from './ja.booking.ts';
import { jaCore } from './ja.core.ts';

export const ja: Catalog = { ...jaCore, ...jaBooking };
