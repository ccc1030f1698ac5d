// Development: the API server (tsx, restarts on change) on API_PORT and Vite with hot reload,
// which proxies /api to it. Open http://localhost:5173.
import { spawn } from 'node:child_process';
import { sameNodeEnv } from './server-node-flags.mjs';

const apiPort = process.env.API_PORT ?? '3001';
const env = {
  ...sameNodeEnv(),
  API_PORT: apiPort,
  PORT: apiPort,
  NODE_ENV: 'development',
  BASE_URL: process.env.BASE_URL ?? 'http://localhost:5173',
};
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env,
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
