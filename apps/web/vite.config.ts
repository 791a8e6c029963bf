/// <reference types="node" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { productVersion } from '@circa/contract/meta.schema';
import { tokenStorageKey } from './src/lib/token-store';
import { APP_MODULE, routePreload } from './vite-plugins/route-preload';

/** The app's own modules (the web app and the contract). */
const appModule = /[\\/](apps[\\/]web[\\/]src|packages[\\/]contract[\\/]src)[\\/]/;
/** main.tsx and what it imports itself: they stay out of the app's chunk (main.tsx). */
const entryOnlyModule =
  /[\\/]apps[\\/]web[\\/]src[\\/](main\.tsx|boot[\\/][^\\/]+\.ts|lib[\\/]opening-lines\.ts)$/;

/** The build id: CIRCA_BUILD from the environment, or the build time (UTC, to the second). */
const build =
  process.env.CIRCA_BUILD ?? new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');

/** Writes dist/meta.json ({ version, build }) so a server serving dist answers /meta.json. */
function metaJson(): Plugin {
  return {
    name: 'circa-meta-json',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'meta.json',
        source: `${JSON.stringify({ version: productVersion, build })}\n`,
      });
    },
  };
}

/** Text files worth compressing; smaller files are sent as they are. */
const compressible = /\.(js|mjs|css|html|svg|webmanifest|json|txt)$/;
const minCompressSize = 1024;

/** Every file under `dir`, recursively, but for dot folders (.vite: the manifest). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name.startsWith('.')) return [];
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file of the build (brotli at quality 11,
 * gzip at level 9: done once here, so the server sends them without compressing per request;
 * @fastify/static `preCompressed` picks the one the browser accepts). Runs after the service
 * worker is generated (closeBundle, order post), so sw.js is compressed too.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'circa-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        for (const file of filesUnder(outDir)) {
          if (!compressible.test(file)) continue;
          const source = readFileSync(file);
          if (source.length < minCompressSize) continue;
          const br = brotliCompressSync(source, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          });
          const gz = gzipSync(source, { level: 9 });
          if (br.length < source.length) writeFileSync(`${file}.br`, br);
          if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
        }
      },
    },
  };
}

const apiTarget = 'http://localhost:8080';

export default defineConfig({
  define: { __CIRCA_BUILD__: JSON.stringify(build) },
  plugins: [
    react(),
    metaJson(),
    routePreload(tokenStorageKey),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Circa',
        short_name: 'Circa',
        description: 'Whole-of-life life cycle assessment of building designs',
        theme_color: '#13294b',
        background_color: '#f5f6f8',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/meta\.json/],
        cleanupOutdatedCaches: true,
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/meta.json': apiTarget },
  },
  preview: {
    port: 4173,
    proxy: { '/api': apiTarget },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: the entry chunk and its static imports (npm run bench:web)
    manifest: true,
    rolldownOptions: {
      // The app's start module is an entry of its own: main.tsx (index.html's entry) imports it
      // once the opening lines are drawn (lib/opening-lines.ts), and its modules count as the
      // first load ('$initial') for the groups below.
      input: {
        index: resolve(import.meta.dirname, 'index.html'),
        start: resolve(import.meta.dirname, APP_MODULE),
      },
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        // Only modules of the first load ('$initial': statically imported from an entry) go
        // into these groups; libraries that only lazy screens use (Tiptap, Stripe, the rest of
        // MUI) stay in the screens' own chunks or the shared chunks Rolldown makes for them.
        codeSplitting: {
          groups: [
            // Vite's helper for dynamic imports, which main.tsx uses too: in a chunk of its own,
            // so that index.html's entry does not import (and so evaluate) the app's start chunk
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 10 },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              tags: ['$initial'],
            },
            {
              name: 'mui',
              test: /node_modules[\\/](@mui|@emotion|@popperjs)[\\/]/,
              tags: ['$initial'],
            },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] },
            // the app's own first-load modules (API client, contract schemas, messages) in one
            // chunk, not a request each
            {
              name: 'app',
              test: (id: string) => appModule.test(id) && !entryOnlyModule.test(id),
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
});
