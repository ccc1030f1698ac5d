// Compresses the built web app once, at build time: beside each text file of dist/web larger than
// 512 bytes, `<file>.br` (brotli 11) and `<file>.gz` (gzip 9). The server serves these as they
// are (src/server/http/static-files.ts), so a start does no compression at all.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|css|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 512;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

const dir = path.resolve(process.argv[2] ?? 'dist/web');
const files = walk(dir).filter((f) => COMPRESSIBLE.test(f) && statSync(f).size > MIN_BYTES);
await Promise.all(
  files.map(async (file) => {
    const body = readFileSync(file);
    const [br, gzipped] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gz(body, { level: 9 }),
    ]);
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipped);
  }),
);
