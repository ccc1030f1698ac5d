// Latency at a steady request rate, open loop: requests leave evenly spaced (1,000 req/s is one
// a millisecond), whether or not earlier ones have answered, and each latency counts from the
// moment its request was due. A slow answer therefore also delays the count of the requests
// queued behind it (no coordinated omission).
//
// Why not autocannon's `overallRate`: it lets each connection send its share of a second
// back-to-back as soon as the second starts, then waits for the next second. At 1,000 req/s over
// 50 connections the server sees bursts of 50 requests at once, and autocannon adds to the
// histogram, for every answer slower than 1 ms, one made-up sample per millisecond it waited.
// Its p99 is then a latency under saturation, not at 1,000 req/s.
import http from 'node:http';
import { percentile } from './stats';

export interface SteadyFigures {
  /** Requests answered per second over the run. */
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, and requests that failed. */
  non2xx: number;
}

export async function steadyLoad(
  url: string,
  /** The same headers for every request, or each request's (the nth sent) of its own. */
  headers: Record<string, string> | ((n: number) => Record<string, string>),
  opts: { rate: number; seconds: number; connections?: number },
): Promise<SteadyFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections ?? 50 });
  const total = Math.round(opts.rate * opts.seconds);
  const latencies: number[] = [];
  let non2xx = 0;
  let sent = 0;

  const headersOf = typeof headers === 'function' ? headers : () => headers;
  const send = (due: number, n: number) =>
    new Promise<void>((resolve) => {
      const req = http.get(url, { agent, headers: headersOf(n) }, (res) => {
        if (res.statusCode === undefined || res.statusCode >= 300) non2xx++;
        res.resume(); // read the whole body: the answer counts once it has arrived
        res.on('end', () => {
          latencies.push(performance.now() - due);
          resolve();
        });
      });
      req.on('error', () => {
        non2xx++;
        resolve();
      });
    });

  const start = performance.now();
  const interval = 1000 / opts.rate;
  const inFlight: Promise<void>[] = [];
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      // Every request due by now leaves now, stamped with the moment it was due.
      while (sent < total && start + sent * interval <= now) {
        inFlight.push(send(start + sent * interval, sent));
        sent++;
      }
      // A timer, not a busy loop: the load generator shares the machine with the server. Its
      // lateness (about a millisecond) counts against the server, never for it.
      if (sent < total) setTimeout(tick, 1);
      else done();
    };
    tick();
  });
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  return {
    reqPerSec: Math.round(latencies.length / elapsed),
    p50: +percentile(latencies, 50).toFixed(1),
    p99: +percentile(latencies, 99).toFixed(1),
    non2xx,
  };
}
