// Health asked while a bench loads the server: one request at a time from a thread of its own,
// beside a bare node:http server when one is given (the machine's own floor in the same window).
import os from 'node:os';
import { Worker } from 'node:worker_threads';

export const round = (x: number) => Math.round(x * 10) / 10;
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
/** The run whose health worst is the median, with every run's worst beside it. */
export const medianRun = <R extends { healthWorstMs: number }>(runs: R[]) => ({
  ...[...runs].sort((a, b) => a.healthWorstMs - b.healthWorstMs)[runs.length >> 1]!,
  healthWorstOfRunsMs: runs.map((r) => r.healthWorstMs),
});

/**
 * Asks `url` one request at a time until stopped; every latency. The asking runs on a thread of
 * its own: the bench's own work (making an import file, decompressing a whole log) would
 * otherwise hold the asker, and the server would be charged for the bench's stall.
 */
async function probe(url: string) {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    const latencies = [];
    let running = true;
    parentPort.once('message', () => { running = false; });
    (async () => {
      // One request first, not counted: the thread's first fetch sets up its client.
      await fetch(workerData).then((r) => r.arrayBuffer()).catch(() => undefined);
      parentPort.postMessage('ready');
      while (running) {
        const t0 = performance.now();
        await fetch(workerData).then((r) => r.arrayBuffer()).catch(() => undefined);
        latencies.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 5));
      }
      parentPort.postMessage(latencies);
    })();`,
    { eval: true, workerData: url },
  );
  await new Promise((resolve) => worker.once('message', resolve));
  return async (): Promise<number[]> => {
    const answered = new Promise<number[]>((resolve) => worker.once('message', resolve));
    worker.postMessage('stop');
    const latencies = await answered;
    await worker.terminate();
    return latencies;
  };
}

/**
 * Asks /api/health (and bare node:http beside it, when there is one) until stopped: the worst
 * answer, the median, the count, the bare server's worst, and the load average meanwhile.
 */
export async function probeHealth(url: string, bareUrl?: string) {
  const health = await probe(`${url}/api/health`);
  const floor = bareUrl ? await probe(bareUrl) : null;
  return async () => {
    const latencies = await health();
    const bareLatencies = floor ? await floor() : null;
    return {
      healthWorstMs: round(Math.max(...latencies)),
      healthMedianMs: round(median(latencies)),
      healthAnswers: latencies.length,
      bareWorstMs: bareLatencies ? round(Math.max(...bareLatencies)) : null,
      loadAverage: round(os.loadavg()[0]!),
    };
  };
}
