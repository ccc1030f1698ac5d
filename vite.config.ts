/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiPort = Number(process.env.API_PORT ?? 3001);
const SECURITY_SUITE = 'src/server/testing/security';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  test: {
    root: '.',
    projects: [
      {
        test: {
          name: 'unit',
          root: '.',
          include: ['src/core/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          root: '.',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/web/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          root: '.',
          include: ['src/server/**/*.test.ts'],
          exclude: [`${SECURITY_SUITE}/**`],
          environment: 'node',
          globalSetup: ['src/server/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        // Fuzz, brute force, durability, outage and limits: slow, so a tier of its own.
        test: {
          name: 'security',
          root: '.',
          include: [`${SECURITY_SUITE}/**/*.test.ts`],
          environment: 'node',
          globalSetup: ['src/server/testing/global-setup.ts'],
          setupFiles: ['src/server/testing/fuzz-seed-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
