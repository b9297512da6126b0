import type { Catalog } from '../catalog.ts';
import { zh_HansBooking } from './zh_Hans.booking.ts';
import { zh_HansCore } from './zh_Hans.core.ts';

export const zh_Hans: Catalog = { ...zh_HansCore, ...zh_HansBooking };
