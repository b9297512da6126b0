// autocannon in a worker thread, so the load generator does not share the server's event loop.
// workerData: autocannon options ({ url, connections, duration or amount, headers, method, body }) for
// one run, and optionally `vary`: a query parameter given a new value on every request (`&vary=1`,
// `&vary=2`…), so no two requests ask for the same thing; or `paths`: the path of each request in turn
// (each sent once: `amount` is their number), e.g. one cancellation per reservation. Either as
// workerData for one run or as messages, one run per message answered in turn (a worker kept for
// several runs starts its isolate and compiles autocannon once).
// Posts { duration, failures, times } with the 2xx response times in ms as a transferred Float64Array.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

// Every request asks for a compressed answer, as a browser's does (and as the booking worker's fetch
// does): the server compresses what it would compress for a guest. autocannon never inflates it.
const AS_A_BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/** Values given so far, over all of this worker's runs: a value is never sent twice. */
let varied = 0;

async function load({ vary, paths, ...given }) {
  const options = { ...given, headers: { ...AS_A_BROWSER, ...given.headers } };
  if (paths) {
    let next = 0;
    options.amount = paths.length;
    options.requests = [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }];
  } else if (vary) {
    const next = (request) => {
      varied += 1;
      return { ...request, path: `${request.path}&${vary}=${varied}` };
    };
    options.requests = [{ setupRequest: next }];
  }
  const times = [];
  const started = performance.now();
  let last = started;
  const run = autocannon(options);
  run.on('response', (_client, statusCode, _bytes, responseTime) => {
    last = performance.now();
    if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
  });
  const result = await run;
  const array = Float64Array.from(times);
  // autocannon reports a run's end at its next one-second sample: for a fixed amount of requests,
  // time it to the last answer instead.
  const duration = options.amount ? (last - started) / 1000 : result.duration;
  parentPort.postMessage({ duration, failures: result.non2xx + result.errors, times: array }, [array.buffer]);
}

if (workerData) await load(workerData);
else parentPort.on('message', load);
