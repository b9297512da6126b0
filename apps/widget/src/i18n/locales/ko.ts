import type { Catalog } from '../catalog.ts';
import { koBooking } from './ko.booking.ts';
import { koCore } from './ko.core.ts';

export const ko: Catalog = { ...koCore, ...koBooking };
