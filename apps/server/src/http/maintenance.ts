import type { FastifyInstance } from 'fastify';
import { errors } from './app-error.ts';

const API_PATH = /^\/(book|api|readyz)(\/|$|\?)/;

/**
 * MAINTENANCE=1: every API call (and /readyz, so load balancers drain the instance) answers 503
 * with the catalogue error; /healthz still says the process is up. The widget's own files stay
 * served so its /503 page can show, and CORS preflights still pass so the widget can read the 503.
 */
export function installMaintenanceMode(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS') return;
    if (API_PATH.test(request.url)) throw errors.maintenance();
  });
}
