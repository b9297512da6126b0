import { lazy } from 'react';
import type { UpdateModeParts } from '../search-results/update-mode-parts.ts';

// Update mode's loading and drawing is its own chunk: the results page's first screen carries only
// its rules (`search-results/update-target.ts`).
export const UPDATE_MODE_PARTS: UpdateModeParts = {
  Panel: lazy(() => import('./update-mode-panel.tsx').then((m) => ({ default: m.UpdateModePanel }))),
  Selection: lazy(() => import('./update-mode-panel.tsx').then((m) => ({ default: m.UpdateSelection }))),
};
