// wouter imports `use-sync-external-store/shim` for React 17; React 19 has the hook itself, which the
// shim would hand back anyway. vite.config.ts points the shim here so guests do not download it.
export { useSyncExternalStore } from 'react';
