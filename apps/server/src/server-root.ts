import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server/), the one anchor for files read at run time (migrations,
 * the built widget and loader, the demo site). This module sits directly in src/ and the compiled
 * server is one file directly in dist/ (build.mjs), so `..` names the same folder from the TypeScript
 * source (tests, `npm run dev`) and from the bundle `npm start` runs.
 */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * A path inside the server package.
 * @example serverPath('drizzle') // '/…/apps/server/drizzle'
 */
export function serverPath(...segments: string[]): string {
  return path.join(SERVER_ROOT, ...segments);
}
