/// <reference types="node" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { defineConfig } from 'vite';
import type { Plugin, Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { productVersion } from '@circa/contract/meta.schema';

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

/**
 * Screens often opened first, by address: their code is fetched together with the app's own
 * instead of after it has run (the router finds the lazy screen only once the app starts).
 */
const firstScreens: { path: RegExp; module: string }[] = [
  { path: /^\/login\/?$/, module: 'src/features/auth/components/login-page.tsx' },
  { path: /^\/register\/?$/, module: 'src/features/auth/components/register-page.tsx' },
  { path: /^\/$/, module: 'src/features/home/components/home-page.tsx' },
  {
    path: /^\/design-results\/\d+\/?$/,
    module: 'src/features/results/components/results-summary-page.tsx',
  },
];

/**
 * Writes `assets/route-preload-<hash>.js`, a tiny classic script loaded `async` from index.html
 * (the CSP allows no inline script): for the address being opened it adds a `modulepreload`
 * link for each chunk of that screen that the app's entry does not already load. A screen not
 * in the build (or an address not listed) preloads nothing; the lazy route still loads it.
 */
function routePreload(): Plugin {
  let base = '/';
  return {
    name: 'circa-route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      // at build time Vite calls this from its own generateBundle, with that hook's context
      handler(this: unknown, _html, ctx) {
        const emitter = this as Pick<Rolldown.PluginContext, 'emitFile' | 'getFileName'>;
        const bundle = ctx.bundle;
        if (!bundle || typeof emitter.emitFile !== 'function') return;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (files: string[], seen = new Set<string>()) => {
          for (const file of files) {
            if (seen.has(file)) continue;
            seen.add(file);
            closure(byFile.get(file)?.imports ?? [], seen);
          }
          return seen;
        };
        const entry = chunks.find((c) => c.isEntry);
        const initial = closure(entry ? [entry.fileName] : []);
        const routes = firstScreens.flatMap(({ path, module }) => {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/${module}`));
          if (!chunk) return [];
          const files = [...closure([chunk.fileName])].filter((file) => !initial.has(file));
          return [[path.source, files.map((file) => base + file)]];
        });
        const source =
          `(function(){var r=${JSON.stringify(routes)},p=location.pathname;` +
          'for(var i=0;i<r.length;i++){if(new RegExp(r[i][0]).test(p)){' +
          "for(var j=0;j<r[i][1].length;j++){var l=document.createElement('link');" +
          "l.rel='modulepreload';l.crossOrigin='';l.href=r[i][1][j];document.head.appendChild(l);}" +
          'return;}}})();\n';
        const ref = emitter.emitFile({ type: 'asset', name: 'route-preload.js', source });
        return [
          {
            tag: 'script',
            attrs: { async: true, src: base + emitter.getFileName(ref) },
            injectTo: 'head-prepend',
          },
        ];
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
    routePreload(),
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
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        // Only modules of the first load ('$initial': statically imported from the entry) go
        // into these groups; libraries that only lazy screens use (Tiptap, Stripe, the rest of
        // MUI) stay in the screens' own chunks or the shared chunks Rolldown makes for them.
        codeSplitting: {
          groups: [
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
              test: /[\\/](apps[\\/]web[\\/]src|packages[\\/]contract[\\/]src)[\\/]/,
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
});
