// Configures a brand's sign-in provider in the database the environment names (PGlite in ./data, or
// DATABASE_URL), for operators without a SQL client (docs/federated-sign-in.md):
//
//   node --import tsx apps/server/src/features/member-federation/sign-in-provider.command.ts \
//     --brand 1 --kind open_id --issuer https://accounts.example.com \
//     --client-id my-client --client-secret my-secret [--settings '{"scopes":["openid","email"]}'] [--inactive]
//
// Stop the server first when it uses the embedded database (one process at a time).
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { brandExists, upsertProvider } from './member-federation.repository.ts';
import type { ProviderKind } from './member-federation.types.ts';
import { presetOf } from './provider-presets.ts';

const KINDS: ProviderKind[] = ['open_id', 'line', 'facebook', 'creansmaerd', 'brand_custom_auth'];

async function run(): Promise<void> {
  const { values } = parseArgs({
    options: {
      brand: { type: 'string' },
      kind: { type: 'string' },
      issuer: { type: 'string' },
      'client-id': { type: 'string' },
      'client-secret': { type: 'string' },
      settings: { type: 'string', default: '{}' },
      inactive: { type: 'boolean', default: false },
    },
  });
  const brandId = Number(values.brand);
  const kind = values.kind as ProviderKind;
  if (!Number.isInteger(brandId) || brandId < 1) throw new Error('--brand must be a brand id, such as 1');
  if (!KINDS.includes(kind)) throw new Error(`--kind must be one of ${KINDS.join(', ')}`);
  const settings: unknown = JSON.parse(values.settings);
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings))
    throw new Error('--settings must be a JSON object');
  const provider = {
    brandId,
    kind,
    issuer: values.issuer ?? null,
    clientId: values['client-id'] ?? null,
    clientSecret: values['client-secret'] ?? null,
    settings: settings as Record<string, unknown>,
    active: !values.inactive,
  };
  // The redirect kinds are checked the way a sign-in will read them, so a mistake shows now.
  if (kind === 'open_id' || kind === 'line' || kind === 'facebook') presetOf({ id: 0, ...provider });
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    if (!(await brandExists(database.db, brandId))) throw new Error(`There is no brand ${brandId}.`);
    const id = await upsertProvider(database.db, provider).catch(() => {
      // Never the failed query: its parameters hold the client secret.
      throw new Error('The provider could not be saved.');
    });
    console.log(
      `Provider ${id} (${kind}) saved for brand ${brandId}${provider.active ? '' : ', switched off'}.`,
    );
    if (kind === 'open_id' || kind === 'line' || kind === 'facebook')
      console.log(
        `Register at the provider, for each hotel of the brand: ${config.publicUrl}/book/hotels/{hotel id}/memberships/${kind}/callback`,
      );
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
