// Booking load from a worker thread: `connections` loops, each POSTing its own body (its own night, so
// bookings do not contend) with a fresh Idempotency-Key per request, for `duration` seconds.
// workerData: { url, connections, duration, headers, bodies: string[], connectionHeaders?: object[] }
// (connectionHeaders: each connection's own headers besides `headers`, e.g. its member's bearer).
// Posts { duration, failures, times } like load-worker.mjs.
import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';

const { url, connections, duration, headers, bodies, connectionHeaders = [] } = workerData;
const times = [];
let failures = 0;
const started = performance.now();
const deadline = started + duration * 1000;

async function loop(index) {
  const body = bodies[index % bodies.length];
  const own = connectionHeaders[index % Math.max(1, connectionHeaders.length)] ?? {};
  while (performance.now() < deadline) {
    const t0 = performance.now();
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { ...headers, ...own, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body,
      });
      await response.arrayBuffer();
      if (response.status >= 200 && response.status < 300) times.push(performance.now() - t0);
      else failures += 1;
    } catch {
      failures += 1;
    }
  }
}

await Promise.all(Array.from({ length: connections }, (_, i) => loop(i)));
const array = Float64Array.from(times);
parentPort.postMessage({ duration: (performance.now() - started) / 1000, failures, times: array }, [
  array.buffer,
]);
