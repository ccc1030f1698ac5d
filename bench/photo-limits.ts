// What one hostile photo upload costs the server: the built server in its own process (PGlite),
// its memory (RSS, from /proc) before, at the peak of and 30 s after two concurrent uploads of a
// 10900×10900 AVIF of a few KB; the peak for an interlaced 16-bit PNG of 10900²; the CPU time for
// a 1×100,000,000 PNG; a truncated progressive JPEG whose header says 10900²; and how long another
// player's small upload takes while one player sends twelve 15 MB photos at once; and, for what a
// photo that is taken costs, two 12 MP AVIFs at once (peak and 30 s after). Linux only.
// The attack files are made once with sharp and kept in the temporary folder (about a minute and
// 3.5 GB of memory the first time). Prints JSON (one line, `{ photos: … }`).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { SHARED_CATALOGUE_FILE, hasSharedCatalogue } from '../src/server/testing/shared-data';
import { signUpOverHttp, startServer } from '../src/server/testing/server-process';

const AFTER_MS = Number(process.env.BENCH_PHOTO_AFTER_MS ?? 30_000);
const TICK_MS = 10; // USER_HZ is 100 on Linux
const FILES = path.join(os.tmpdir(), 'hyzer-bench-photos');

/** Resident memory of a process in MB. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}

/** User + system CPU of a process in ms. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** Samples a process's RSS every 20 ms until stopped; answers the highest seen. */
function peakRss(pid: number) {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssMb(pid));
  };
}

async function cached(name: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const file = path.join(FILES, name);
  if (existsSync(file)) return readFileSync(file);
  console.error(`making ${name}…`);
  const bytes = await make();
  mkdirSync(FILES, { recursive: true });
  writeFileSync(file, bytes);
  return bytes;
}

const grey = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: '#808080' },
    limitInputPixels: false,
  });

const avif = await cached('10900.avif', () =>
  grey(10900, 10900).avif({ effort: 0, quality: 30 }).toBuffer(),
);
const png16 = await cached('10900-16bit-interlaced.png', () =>
  grey(10900, 10900).toColourspace('rgb16').png({ progressive: true }).toBuffer(),
);
/** A grey PNG one pixel wide and 100,000,000 tall, written by hand (libvips takes minutes). */
const line = await cached('1x100000000.png', () => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(100_000_000, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, not interlaced
  // Each row: filter byte 0 and one grey pixel.
  const rows = Buffer.alloc(200_000_000);
  for (let i = 1; i < rows.length; i += 2) rows[i] = 128;
  return Promise.resolve(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(rows, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
});
/** The first 549 bytes of a progressive JPEG of 10900² (its headers and a little of a scan). */
const truncatedJpeg = await cached('10900-progressive-549.jpg', async () =>
  (await grey(10900, 10900).jpeg({ progressive: true }).toBuffer()).subarray(0, 549),
);
/** Random pixels (nothing compresses): a PNG just under 15 MB. */
const heavy = await cached('noise-15mb.png', async () => {
  const side = 2200;
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (Math.random() * 256) | 0;
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
});
/** The largest AVIF let in (12 MP, under its 13.4 MP ceiling): what a decode that is taken costs. */
const allowedAvif = await cached('4000x3000.avif', () =>
  grey(4000, 3000).avif({ effort: 0, quality: 30 }).toBuffer(),
);
const small = await cached('small.png', () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: '#3060c0' } })
    .png()
    .toBuffer(),
);

const server = await startServer({
  importCatalogue: hasSharedCatalogue ? SHARED_CATALOGUE_FILE : undefined,
  // MALLOC_ARENA_MAX=2 npx tsx bench/photo-limits.ts measures the server with fewer glibc arenas.
  env: {
    LOG_LEVEL: 'error',
    ...(process.env.MALLOC_ARENA_MAX ? { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX } : {}),
  },
});
const pid = server.child.pid!;

async function player(email: string, discs: number) {
  const cookie = await signUpOverHttp(server.url, email);
  const headers = { origin: server.url, cookie, 'content-type': 'application/json' };
  const post = async (url: string, body: unknown) => {
    const res = await fetch(`${server.url}${url}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: string };
  };
  const catalogue = (await (await fetch(`${server.url}/api/catalog`)).json()) as { id: string }[];
  const bag = await post('/api/bags', { name: 'Photos' });
  const ids: string[] = [];
  for (let i = 0; i < discs; i++) {
    const disc = await post('/api/user-discs', {
      bagId: bag.id,
      discitId: catalogue[i % catalogue.length]!.id,
      color: '#3B82F6',
    });
    ids.push(disc.id);
  }
  /** Uploads a file to the nth disc; answers the status and the time to the answer. */
  return async (n: number, bytes: Buffer) => {
    const form = new FormData();
    form.append('photo', new File([new Uint8Array(bytes)], 'photo', { type: 'image/jpeg' }));
    const t0 = performance.now();
    const res = await fetch(`${server.url}/api/user-discs/${ids[n % ids.length]}/photo`, {
      method: 'POST',
      headers: { origin: server.url, cookie },
      body: form,
    });
    await res.arrayBuffer();
    return { status: res.status, ms: Math.round(performance.now() - t0) };
  };
}

const round = (x: number) => Math.round(x);
const settle = () => new Promise((r) => setTimeout(r, 1000));

try {
  const attacker = await player('attacker@example.com', 12);
  const victim = await player('victim@example.com', 1);
  // One small photo first: sharp is loaded on the first upload, and belongs to "before".
  await victim(0, small);
  await settle();

  const before = rssMb(pid);
  let stop = peakRss(pid);
  const avifAnswers = await Promise.all([attacker(0, avif), attacker(1, avif)]);
  const avifPeak = stop();
  const afterAnswers = rssMb(pid);
  await new Promise((r) => setTimeout(r, AFTER_MS));
  const avifLater = rssMb(pid);

  // Two photos that are taken: the largest AVIF let in, twice at once.
  const base0 = rssMb(pid);
  let base = base0;
  stop = peakRss(pid);
  const allowedAnswers = await Promise.all([victim(0, allowedAvif), attacker(5, allowedAvif)]);
  const allowedPeak = stop();
  await new Promise((r) => setTimeout(r, AFTER_MS));
  const allowedLater = rssMb(pid);

  base = rssMb(pid);
  stop = peakRss(pid);
  const pngAnswer = await attacker(2, png16);
  const pngPeak = stop() - base;

  base = rssMb(pid);
  stop = peakRss(pid);
  const jpegAnswer = await attacker(3, truncatedJpeg);
  const jpegPeak = stop() - base;

  const cpu0 = cpuMs(pid);
  const lineAnswer = await attacker(4, line);
  const lineCpu = cpuMs(pid) - cpu0;
  await settle();

  // Twelve 15 MB uploads from one player, and another player's small one a moment later.
  base = rssMb(pid);
  stop = peakRss(pid);
  const flood = Array.from({ length: 12 }, (_, i) => attacker(i, heavy));
  await new Promise((r) => setTimeout(r, 200));
  const victimAnswer = await victim(0, small);
  const floodAnswers = await Promise.all(flood);
  const floodPeak = stop() - base;
  const count = (answers: { status: number }[]) =>
    Object.fromEntries(
      [...new Set(answers.map((a) => a.status))].map((s) => [
        s,
        answers.filter((a) => a.status === s).length,
      ]),
    );

  const photos = {
    rssBeforeMb: round(before),
    twoAvif10900: {
      bytes: avif.length,
      statuses: avifAnswers.map((a) => a.status),
      peakGrowthMb: round(avifPeak - before),
      growthAfterAnswersMb: round(afterAnswers - before),
      growthLaterMb: round(avifLater - before),
      laterSeconds: AFTER_MS / 1000,
    },
    twoAvif12MpTaken: {
      statuses: allowedAnswers.map((a) => a.status),
      rssBeforeMb: round(base0),
      peakGrowthMb: round(allowedPeak - base0),
      growthLaterMb: round(allowedLater - base0),
    },
    png16Interlaced10900: { status: pngAnswer.status, peakGrowthMb: round(pngPeak) },
    truncatedProgressiveJpeg: {
      bytes: truncatedJpeg.length,
      status: jpegAnswer.status,
      peakGrowthMb: round(jpegPeak),
    },
    png1x100M: { status: lineAnswer.status, cpuMs: lineCpu, ms: lineAnswer.ms },
    flood: {
      uploads: floodAnswers.length,
      fileMb: +(heavy.length / 2 ** 20).toFixed(1),
      statuses: count(floodAnswers),
      slowestMs: Math.max(...floodAnswers.map((a) => a.ms)),
      peakGrowthMb: round(floodPeak),
      otherPlayerSmallUpload: { bytes: small.length, ...victimAnswer },
    },
    rssEndMb: round(rssMb(pid)),
  };
  console.log(JSON.stringify({ photos }));
} finally {
  await server.stop();
}
