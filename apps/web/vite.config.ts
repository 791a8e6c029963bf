/// <reference types="node" />
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
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

const apiTarget = 'http://localhost:8080';

export default defineConfig({
  define: { __CIRCA_BUILD__: JSON.stringify(build) },
  plugins: [
    react(),
    metaJson(),
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
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion|@popperjs)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
