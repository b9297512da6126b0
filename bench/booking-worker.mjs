// Booking load from a worker thread (autocannon, as the read sections): `connections` connections, each
// POSTing its own body (its own night, so bookings do not contend) with a fresh Idempotency-Key per
// request, for `duration` seconds.
// workerData: { url, connections, duration, headers, bodies: string[], connectionHeaders?: object[] }
// (connectionHeaders: each connection's own headers besides `headers`, e.g. its member's bearer).
// Posts { duration, failures, times } like load-worker.mjs.
import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { url, connections, duration, headers, bodies, connectionHeaders = [] } = workerData;
// As a browser's fetch asks (load-worker.mjs).
const AS_A_BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
let clients = 0;

const times = [];
const run = autocannon({
  url,
  connections,
  duration,
  method: 'POST',
  headers: { ...AS_A_BROWSER, ...headers, 'content-type': 'application/json' },
  requests: [
    {
      setupRequest(request, context) {
        if (context.index === undefined) context.index = clients++;
        const own = connectionHeaders[context.index % Math.max(1, connectionHeaders.length)] ?? {};
        return {
          ...request,
          body: bodies[context.index % bodies.length],
          headers: { ...request.headers, ...own, 'idempotency-key': randomUUID() },
        };
      },
    },
  ],
});
run.on('response', (_client, statusCode, _bytes, responseTime) => {
  if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
});
const result = await run;
const array = Float64Array.from(times);
parentPort.postMessage({ duration: result.duration, failures: result.non2xx + result.errors, times: array }, [
  array.buffer,
]);
