/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';
import { EXPLORE_SCREEN, HOME_SCREEN, LOGIN_SCREEN, routePages, SIGNED_IN_LAYOUT } from './build/route-pages.ts';
import { screenChunks, type ScreenChunk } from './build/screen-chunks.ts';

/**
 * Vendor code that every screen needs goes into long-lived chunks, so a release that only
 * touches one screen keeps them cached. The first screens' own code and MUI components come in
 * one file per screen (SCREEN_CHUNKS); the other routes' are left to Rollup, so each loads only
 * the components it renders, and /login stays under its budget (scripts/check-bundle.mjs,
 * e2e/tests/wire-budget.spec.ts) however many components later screens use. The build then writes the route pages (build/route-pages.ts) and a Brotli and a
 * gzip copy of every text file (build/precompress.ts).
 */
const VENDOR_CHUNKS: [chunk: string, packages: RegExp][] = [
  ['react', /\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//],
  [
    'mui-core',
    /\/node_modules\/(@emotion\/[^/]+|@mui\/(system|styled-engine|utils|private-theming)|@babel\/runtime|stylis|hoist-non-react-statics|react-is|prop-types|clsx)\//,
  ],
  ['forms', /\/node_modules\/(react-hook-form|@hookform\/resolvers|zod)\//],
  ['swr', /\/node_modules\/(swr|use-sync-external-store|dequal)\//],
];

/**
 * The app's code for the first screens, one file each (build/screen-chunks.ts): what starts the
 * app on every page, /login, what a signed-in user's first screen renders (the student home), the
 * catalog search every role opens (/explorar), and the guardian's page of a consent e-mail.
 */
const SCREEN_CHUNKS: ScreenChunk[] = [
  { name: 'app', modules: ['src/app/start.tsx'] },
  { name: 'login', modules: LOGIN_SCREEN },
  { name: 'signed-in', modules: SIGNED_IN_LAYOUT },
  // The student home and /explorar, drawn inside the signed-in layout: what they share stays in
  // `signed-in`, which both pages load.
  { name: 'home', modules: HOME_SCREEN, within: 'signed-in' },
  { name: 'explore', modules: EXPLORE_SCREEN, within: 'signed-in' },
  // The page a parent opens from an e-mail, on a phone, with no session: none of the above but `app`.
  { name: 'guardian', modules: ['src/app/routes/consents/guardian-consent.tsx'] },
];
const screenChunk = screenChunks(SCREEN_CHUNKS, fileURLToPath(new URL('.', import.meta.url)));

export default defineConfig({
  plugins: [react(), routePages(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rollupOptions: {
      output: {
        // Rollup merges chunks under 10 kB into ones loaded in the same places: a screen then
        // fetches 15 to 25 files instead of 20 to 45, each with its own request and headers.
        experimentalMinChunkSize: 10_000,
        manualChunks(id, meta) {
          for (const [chunk, packages] of VENDOR_CHUNKS) if (packages.test(id)) return chunk;
          return screenChunk(id, meta);
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    // Each file in a VM context of its own (a fresh jsdom and modules) inside reused threads: the
    // fastest here, where a new thread or process per file spends longer starting than testing.
    pool: 'vmThreads',
    // `npm test` runs the web beside the API's tests, on two cores: a test may wait for the CPU.
    testTimeout: 30_000,
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
  },
});
