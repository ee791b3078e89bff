import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'
import { defineConfig } from 'vitest/config'
import { precompress } from './precompress.ts'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const backend = process.env.POWERDECK_API ?? 'http://127.0.0.1:3333'

/** Modules the bundle may drop when nothing of theirs is used (see build.rollupOptions.treeshake). */
const SIDE_EFFECT_FREE = /\/backend\/core\/shared\/|\/modules\/[^/]+\/frontend\/public\.tsx?$/
/** The signed-in app's catalogs of one language (react-admin's, Settings', every module's texts and error messages). */
const SIGNED_IN_CATALOG =
  /\/(?:modules\/[^/]+\/(?:frontend\/messages|shared\/errors)|frontend\/src\/messages\/(?:ra|settings))\/([A-Za-z-]+)\.ts$/

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    precompress(),
    // Installable app (docs/operators.md "Install and offline"): a manifest and a Workbox service
    // worker that precaches the built shell. No runtime caching at all: API answers, the push
    // stream, overlays and metrics always go to the network. The app registers the worker itself
    // (src/pwa/register.ts) after load, and offers a new version with a prompt.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      // The icons are in the worker's globPatterns already: listed once in its precache.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Powerdeck',
        short_name: 'Powerdeck',
        description: 'Use and add powerups live during a stream.',
        start_url: '/kiosk',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        // The dark theme's app bar and page background (src/theme.ts).
        theme_color: '#12151c',
        background_color: '#0d0f14',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // The signed-in app's chunk is larger than Workbox's 2 MiB default.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        // A page opened without network (a reload, the kiosk from the home screen) gets the shell.
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/__transmit/, /^\/overlay/, /^\/metrics/],
        cleanupOutdatedCaches: true,
        runtimeCaching: [],
      },
    }),
  ],
  resolve: {
    // `@shell`: the SDK of module frontends; `@shell/test`: their test helpers; `@core/shared`:
    // the kernel's pure contracts (roles, rules, time, Acting and audit types).
    alias: [
      {
        find: /^@core\/shared$/,
        replacement: fileURLToPath(new URL('../backend/core/shared/index.ts', import.meta.url)),
      },
      { find: /^@shell$/, replacement: fileURLToPath(new URL('./src/shell/index.ts', import.meta.url)) },
      { find: /^@shell\/test$/, replacement: fileURLToPath(new URL('./src/test/utils.tsx', import.meta.url)) },
    ],
    // Module frontends live outside this folder: make them share the shell's single copies.
    dedupe: ['react', 'react-dom', 'react-admin', 'ra-core', '@mui/material', '@emotion/react'],
  },
  server: {
    fs: { allow: [repoRoot] },
    proxy: {
      '/api': backend,
      '/__transmit': backend,
    },
  },
  build: {
    outDir: '../build/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // No preload helper around dynamic imports: it appends a <link rel=modulepreload> for every chunk
    // a dynamic import needs, after a document query for each, which on a 4× slower phone CPU was the
    // signed-in app's longest task (bench/lighthouse.js). The browser fetches a chunk's static
    // imports itself as soon as the chunk arrives.
    modulePreload: false,
    rollupOptions: {
      // The kernel's shared contracts (backend/core/shared) and the modules' public surfaces
      // (modules/<m>/frontend/public.ts) are declarations and re-exports without side effects: a
      // chunk takes only what it uses from them (the audit event table, or the kiosk's Use button
      // a manifest's import of KIOSK_BANNERS would drag in, stay out of the kiosk's first load,
      // issue #36's budget).
      treeshake: { moduleSideEffects: (id) => !SIDE_EFFECT_FREE.test(id) },
      // Seven hash characters name a chunk well enough for caching; every import of a chunk (the
      // language catalogs' 130 loaders among them) spells its name, and hashes do not compress.
      output: {
        chunkFileNames: 'assets/[name]-[hash:7].js',
        // A language's signed-in catalogs travel as one chunk: one request after sign-in instead of
        // about thirty, which a phone on mobile data pays for in round trips before the kiosk paints.
        codeSplitting: {
          groups: [{ name: (id: string) => SIGNED_IN_CATALOG.exec(id)?.[1].replace(/^/, 'texts-') ?? null }],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', '../modules/*/frontend/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // jsdom + react-admin renders are slow on a busy 2-core machine; the default 5 s flakes there.
    testTimeout: 20_000,
    // Under vitest a bare 'react-router' resolves to its CJS build while react-admin's ESM build
    // loads the ESM one: two copies, and <Route> from the app is not react-admin's <Route>.
    alias: [
      {
        find: /^react-router$/,
        replacement: fileURLToPath(new URL('../node_modules/react-router/dist/development/index.mjs', import.meta.url)),
      },
    ],
  },
})
