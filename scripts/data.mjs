// npm run backup -- <file> / npm run restore -- <file>: runs the data command of the build in
// dist/ (src/server/backup/data-cli.ts). It never rebuilds over an existing build: a server may
// be running from dist/ and must keep its files, and the backup it is asked for is then made by
// the same version. Without a build, the server is built first.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const entry = path.resolve('dist/server/data.js');
if (!existsSync(entry)) {
  execFileSync('npm', ['run', 'build:server', '--silent'], { stdio: 'inherit' });
}
await import(pathToFileURL(entry).href);
