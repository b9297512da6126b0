// One autocannon run in a worker thread, so the load generator does not share the server's event loop.
// workerData: autocannon options ({ url, connections, duration, headers }).
// Posts { duration, failures, times } with the 2xx response times in ms as a transferred Float64Array.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const times = [];
const run = autocannon(workerData);
run.on('response', (_client, statusCode, _bytes, responseTime) => {
  if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
});
const result = await run;
const array = Float64Array.from(times);
parentPort.postMessage({ duration: result.duration, failures: result.non2xx + result.errors, times: array }, [
  array.buffer,
]);
