// Vite bundles a plain `.css` import into the importing screen's chunk; TypeScript only needs to know
// the import has no exports.
declare module '*.css';
