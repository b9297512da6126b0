import { lazy } from 'react';
import { i18n } from '../../i18n/i18n.ts';
import type { UpdateModeParts } from '../search-results/update-mode-parts.ts';

// Update mode's loading and drawing is its own chunk: the results page's first screen carries only
// its rules (`search-results/update-target.ts`).
// Its texts are in the catalog's booking part, loaded with it (decision 045).
const panel = () => Promise.all([import('./update-mode-panel.tsx'), i18n.loadBooking()]).then(([m]) => m);

export const UPDATE_MODE_PARTS: UpdateModeParts = {
  Panel: lazy(() => panel().then((m) => ({ default: m.UpdateModePanel }))),
  Selection: lazy(() => panel().then((m) => ({ default: m.UpdateSelection }))),
};
