// npm run admin -- invite|promote <email>: runs the admin command of the build in
// dist/ (src/server/admin/admin-cli.ts). It never rebuilds over an existing build: a server may
// be running from dist/ and must keep its files, and the command then runs with
// the same version. Without a build, the server is built first.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const entry = path.resolve('dist/server/admin.js');
if (!existsSync(entry)) {
  execFileSync('npm', ['run', 'build:server', '--silent'], { stdio: 'inherit' });
}
await import(pathToFileURL(entry).href);
