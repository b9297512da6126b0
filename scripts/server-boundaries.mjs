#!/usr/bin/env node
// The server's module boundaries as Biome `noRestrictedImports` overrides (decision 036), written to
// biome.server.json, which biome.json extends, so `npm run lint` fails on a new crossing:
//
//   node scripts/server-boundaries.mjs           writes biome.server.json
//   node scripts/server-boundaries.mjs --check   exits 1 when biome.server.json is not what LAYERS say
//
// The rules:
// 1. Features are layered, lowest first (LAYERS). A feature imports only features of a lower layer —
//    never one of its own layer or above — so no two features import each other.
// 2. Of another feature it imports only the face: `*.service.ts`, `*.errors.ts` and `*.types.ts`;
//    never a repository, a route file or an internal module.
// 3. No SQL outside repositories: in features/ and platform/ only `*.repository.ts` imports drizzle-orm,
//    the tables or the SQL helpers of db/.
// 4. platform/, lib/, db/ and i18n/ know no feature; lib/ knows no HTTP either.
// (No import cycles at all: biome.json turns on noImportCycles for the whole repository.)
// Tests and test kits are exempt: they set up and inspect across features on purpose.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The server's features by layer, lowest first. */
export const LAYERS = [
  ['client-sessions', 'health', 'inventory', 'membership-programs'],
  ['hotels'],
  ['cancellation-policies', 'file-attachments', 'member-sessions', 'settings', 'staff-accounts'],
  ['member-accounts', 'member-cards', 'member-points', 'organizations', 'partner-keys', 'search', 'webhooks'],
  ['extras', 'facilities', 'member-federation'],
  ['additional-questions'],
  ['notices', 'reservations'],
  ['member-reservations', 'payments', 'receipts', 'reservation-cancel', 'reservation-updates'],
  [
    'payment-links',
    'staff-extras',
    'staff-media',
    'staff-promotions',
    'staff-property',
    'staff-analytics',
    'staff-rates',
    'staff-reservations',
  ],
  ['partner-api'],
];

const SRC = 'apps/server/src';
const FACES = ['service', 'errors', 'types'];
const EXEMPT = ['!**/*.test.ts', '!**/*test-kit.ts'];

function rule(patterns, paths = {}) {
  return {
    linter: {
      rules: {
        style: {
          noRestrictedImports: { level: 'error', options: { paths, patterns } },
        },
      },
    },
  };
}

/** `up` is the relative prefix from a file to the features folder (`..` or `../..`). */
function featurePatterns(feature, layer, up) {
  const above = LAYERS.slice(layer)
    .flat()
    .filter((other) => other !== feature);
  return [
    {
      group: above.map((other) => `${up}/${other}/**`),
      message: `features/${feature} is in layer ${layer + 1} of scripts/server-boundaries.mjs: it may import only features of lower layers (no feature imports its own layer or above, so none import each other).`,
    },
    {
      // A glob's `*` also matches `..`: the negation after it lets `../../config.ts` through.
      group: [`${up}/*/**`, `!${up}/../**`, ...FACES.map((face) => `!${up}/*/*.${face}.ts`)],
      message:
        "Another feature's internals: import its face — *.service.ts, *.errors.ts or *.types.ts — never its repository, routes or inner modules.",
    },
  ];
}

const NO_SQL = {
  paths: {
    'drizzle-orm': 'SQL belongs in a *.repository.ts: call the repository from here.',
  },
  patterns: [
    {
      group: [
        '**/db/tables/*',
        '**/db/brand-visibility.ts',
        '**/db/prepared.ts',
        '**/db/prepared-statements.ts',
        '**/db/queries-together.ts',
        '**/db/sequences.ts',
      ],
      message: 'Tables and SQL helpers belong to *.repository.ts files: call the repository from here.',
    },
  ],
};

const NO_FEATURES = {
  group: ['**/features/**'],
  message: 'The platform, lib, db and i18n layers know no feature: pass what they need in from app.ts.',
};

/**
 * Biome applies the last matching override of a rule, options and all: so each group of files gets ONE
 * override carrying every rule that applies to it (a feature's repositories the same as its other
 * files, less the SQL rule).
 */
export function serverOverrides() {
  const overrides = [];
  const add = (includes, patterns, paths = {}) => overrides.push({ includes, ...rule(patterns, paths) });
  LAYERS.forEach((features, layer) => {
    for (const feature of features) {
      for (const [glob, up] of [
        [`${SRC}/features/${feature}/*`, '..'],
        [`${SRC}/features/${feature}/*/*`, '../..'],
      ]) {
        const own = featurePatterns(feature, layer, up);
        add([`${glob}.ts`, '!**/*.repository.ts', ...EXEMPT], [...own, ...NO_SQL.patterns], NO_SQL.paths);
        add([`${glob}.repository.ts`], own);
      }
    }
  });
  add(
    [`${SRC}/platform/**/*.ts`, '!**/*.repository.ts', ...EXEMPT],
    [NO_FEATURES, ...NO_SQL.patterns],
    NO_SQL.paths,
  );
  add([`${SRC}/platform/**/*.repository.ts`], [NO_FEATURES]);
  add([`${SRC}/db/**/*.ts`, `${SRC}/i18n/**/*.ts`, ...EXEMPT], [NO_FEATURES]);
  add(
    [`${SRC}/lib/**/*.ts`, ...EXEMPT],
    [
      NO_FEATURES,
      { group: ['**/http/**', '**/platform/**'], message: 'lib/ is plain code: no HTTP, no platform.' },
    ],
  );
  return overrides;
}

const root = join(import.meta.dirname, '..');
const file = join(root, 'biome.server.json');

/** biome.server.json as this script writes it (biome.json extends it). */
export function serverConfig() {
  const config = {
    $schema: 'https://biomejs.dev/schemas/2.5.15/schema.json',
    overrides: serverOverrides(),
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

if (process.argv[1] === import.meta.filename) {
  if (process.argv.includes('--check')) {
    const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (JSON.stringify(JSON.parse(current || 'null')) !== JSON.stringify(JSON.parse(serverConfig()))) {
      console.error(
        'biome.server.json differs from scripts/server-boundaries.mjs: run `node scripts/server-boundaries.mjs` (edit LAYERS there, not the JSON).',
      );
      process.exit(1);
    }
  } else {
    writeFileSync(file, serverConfig());
  }
}
