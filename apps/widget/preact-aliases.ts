import type { Alias } from 'vite';

// The widget is written against React (imports, types, APIs) and runs on Preact's compat layer in
// guests' browsers (decision 047): React DOM alone is 62 KiB gzipped against the results page's 90 KiB.
// vite.config.ts (the build) and vitest.config.ts (the widget's tests) share these, so the tests run on
// the runtime that ships. Removing the first six from this list puts React back.
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // The runtime has useSyncExternalStore: wouter's shim for React 17 is left out of the bundle.
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: `${import.meta.dirname}/src/lib/use-sync-external-store-shim.ts`,
  },
];
