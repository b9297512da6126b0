// The widget's feature layers (decision 035) and the Biome rules that hold them.
//
//   node scripts/widget-layers.mjs          writes the widget's entries of biome.json `overrides`
//   node scripts/widget-layers.mjs --check  fails when biome.json or the feature folders disagree
//
// A feature imports only features of lower layers; src/shared, src/lib, src/i18n and src/api import
// no feature and nothing of src/app. Other `overrides` entries (the server's) are kept as they are.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Lowest first. A new feature folder goes in the lowest layer above every feature it imports. */
export const LAYERS = [
  [
    'address',
    'branding',
    'errors',
    'host',
    'maintenance',
    'member-points',
    'notices',
    'preview',
    'questions',
    'saved-cards',
  ],
  ['analytics', 'layout', 'search-form'],
  ['search-results'],
  ['booking-state', 'cancellation-policy', 'facilities', 'recommender'],
  ['payment'],
  ['guest-detail', 'payment-link', 'reservation-fail'],
  ['answers-after-booking', 'cancellation', 'find-reservation', 'member-auth', 'reservation-update'],
  ['confirmation'],
  ['my-account', 'voucher'],
];

const ROOT = join(import.meta.dirname, '..');
const WIDGET = 'apps/widget/src';
const NOT_TESTS = ['!**/*.test.ts', '!**/*.test.tsx'];
const ADR = 'docs/decisions/035-widget-feature-layers.md';

const rule = (group, message) => ({
  linter: {
    rules: {
      style: {
        noRestrictedImports: { level: 'error', options: { patterns: [{ group, message }] } },
      },
    },
  },
});

/** The widget's overrides: the base folders first, then one per feature. */
export function widgetOverrides() {
  const base = ['shared', 'lib', 'i18n', 'api'].map((dir) => ({
    includes: [
      `${WIDGET}/${dir}/**`,
      ...NOT_TESTS,
      // It writes the widget's address: the app's navigation mode and the address format (decision 035).
      ...(dir === 'shared' ? [`!${WIDGET}/shared/query-links.ts`] : []),
    ],
    ...rule(
      ['**/features/**', '**/app/**'],
      `src/${dir} is below every feature and the app: it imports neither (${ADR}).`,
    ),
  }));
  const queryLinks = {
    includes: [`${WIDGET}/shared/query-links.ts`],
    ...rule(
      ['**/features/**', '**/app/**', '!../app/navigation.ts', '!../features/address/address.ts'],
      `query-links.ts imports only the app's navigation and the address format (${ADR}).`,
    ),
  };
  const features = LAYERS.flatMap((layer, index) =>
    layer.map((feature) => {
      const banned = LAYERS.slice(index)
        .flat()
        .filter((other) => other !== feature);
      const allowed = LAYERS.slice(0, index).flat();
      return {
        includes: [`${WIDGET}/features/${feature}/**`, ...NOT_TESTS],
        ...rule(
          banned.flatMap((other) => [`../${other}/**`, `**/features/${other}/**`]),
          `${feature} is in layer ${index}: it imports only features of lower layers` +
            ` (${allowed.length > 0 ? allowed.join(', ') : 'none'}), never one of its layer or above (${ADR}).`,
        ),
      };
    }),
  );
  return [...base, queryLinks, ...features];
}

/**
 * `suspicious/noImportCycles` needs Biome's module graph, which is built only when the rule is on in
 * the top-level `linter.rules` (an override alone reports nothing). It is on there; these entries keep
 * it to the widget's and the server's own modules (decisions 035, 036), tests excepted.
 */
export function cycleOverrides() {
  const off = { linter: { rules: { suspicious: { noImportCycles: 'off' } } } };
  return [
    { includes: ['**', `!${WIDGET}/**`, '!apps/server/src/**'], ...off },
    { includes: [`${WIDGET}/**/*.test.ts`, `${WIDGET}/**/*.test.tsx`], ...off },
  ];
}

const isWidgetOverride = (entry) =>
  (entry?.includes ?? []).some((glob) => String(glob).includes(`${WIDGET}/`));

/** Where the top-level `"overrides"` value is in biome.json's text ([start, end) of its `[...]`). */
function overridesSpan(text) {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      if (depth === 1 && text.slice(i, j + 1) === '"overrides"') {
        const start = text.indexOf('[', j);
        let level = 0;
        for (let k = start; k < text.length; k++) {
          if (text[k] === '"') {
            k++;
            while (text[k] !== '"') k += text[k] === '\\' ? 2 : 1;
          } else if (text[k] === '[' || text[k] === '{') level++;
          else if (text[k] === ']' || text[k] === '}') {
            level--;
            if (level === 0) return [start, k + 1];
          }
        }
      }
      i = j;
    } else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
  }
  return null;
}

function main() {
  const path = join(ROOT, 'biome.json');
  const text = readFileSync(path, 'utf8');
  const config = JSON.parse(text);
  const problems = [];

  const folders = readdirSync(join(ROOT, WIDGET, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const layered = LAYERS.flat();
  for (const folder of folders)
    if (!layered.includes(folder)) problems.push(`features/${folder} is in no layer of ${ADR}`);
  for (const feature of layered)
    if (layered.indexOf(feature) !== layered.lastIndexOf(feature))
      problems.push(`${feature} is in two layers`);
    else if (!folders.includes(feature)) problems.push(`layer feature ${feature} has no folder`);

  const others = (config.overrides ?? []).filter((entry) => !isWidgetOverride(entry));
  const next = [...cycleOverrides(), ...others, ...widgetOverrides()];
  if (config.linter?.rules?.suspicious?.noImportCycles !== 'error')
    problems.push('biome.json: linter.rules.suspicious.noImportCycles must be "error" (see cycleOverrides)');
  const same = JSON.stringify(config.overrides ?? []) === JSON.stringify(next);

  if (process.argv.includes('--check')) {
    if (!same) problems.push('biome.json overrides are not what scripts/widget-layers.mjs writes: run it');
    for (const problem of problems) console.error(problem);
    process.exit(problems.length > 0 ? 1 : 0);
  }
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    process.exit(1);
  }
  if (same) return;
  const value = JSON.stringify(next, null, 2).replaceAll('\n', '\n  ');
  const span = overridesSpan(text);
  const written = span
    ? `${text.slice(0, span[0])}${value}${text.slice(span[1])}`
    : text.replace(/\n}\s*$/, `,\n  "overrides": ${value}\n}\n`);
  writeFileSync(path, written);
  console.log(
    `biome.json: ${next.length - others.length} widget overrides (format with biome check --write)`,
  );
}

main();
