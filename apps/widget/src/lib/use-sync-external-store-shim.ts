// wouter imports `use-sync-external-store/shim` for React 17; the runtime (Preact's compat layer, decision
// 047) has the hook itself, which the shim would hand back anyway. preact-aliases.ts points the shim here
// so guests do not download it.
export { useSyncExternalStore } from 'react';
