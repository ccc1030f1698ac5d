// The build's maker of the embedded database image (scripts/build-server.mjs runs it from
// dist/server): `node dist/server/database-image.js <target.tar.gz> [migrations folder]`. See
// database-image.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { makeDatabaseImage } from './make-database-image';

v8.setFlagsFromString('--liftoff-only'); // as the server runs PGlite (docs/decisions/0019)
const target = process.argv[2];
if (!target) {
  console.error('usage: database-image <target.tar.gz>');
  process.exit(2);
}
const work = mkdtempSync(path.join(os.tmpdir(), 'hyzer-database-image-'));
try {
  await makeDatabaseImage(
    path.join(work, 'pglite'),
    path.resolve(target),
    process.argv[3] ? path.resolve(process.argv[3]) : undefined,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
