import { readFileSync } from 'node:fs'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

const readJson = (file: string) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'))

/** The install manifest is kept as a plain file at the top level; the PWA plugin emits and links it. */
const manifest = readJson('./manifest.webmanifest')
// APP_VERSION names a build apart from package.json (a release, or a test that builds twice).
const version = process.env.APP_VERSION ?? (readJson('./package.json') as { version: string }).version
const api = 'http://127.0.0.1:8080'

/**
 * The app imports its language's messages before the first screen, so the browser would only ask
 * for them once the app's script has run. The shell names the Vietnamese ones (the default
 * language; the service worker keeps both anyway) so they come beside the script.
 */
function preloadDefaultMessages(): Plugin {
  return {
    name: 'mot:preload-default-messages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.facadeModuleId?.endsWith('/src/locales/vi/messages.po'),
        )
        if (!chunk) throw new Error('no chunk holds the Vietnamese messages')
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ]
      },
    },
  }
}

export default defineConfig({
  define: {
    // Busts the persisted query cache whenever a new version ships.
    'import.meta.env.APP_VERSION': JSON.stringify(version),
  },
  plugins: [
    // The router plugin must come before react(): it rewrites route files first.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // A page's loader goes with its component (and its pending screen): the API code, schemas and
        // fetchers of a screen load with it instead of with the app. The error and not-found screens
        // load only when shown.
        defaultBehavior: [
          ['loader', 'component', 'pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
        // The layout and the home are drawn on most first visits: they are part of the app's script.
        splitBehavior: ({ routeId }) => (routeId === '/$lang' || routeId === '/$lang/' ? [] : undefined),
      },
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    lingui({ macroTransform: true }),
    preloadDefaultMessages(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest,
      includeManifestIcons: false,
      injectManifest: {
        // The shell: scripts, styles, pages, fonts, the app's icons and fallback images; never media.
        globPatterns: ['**/*.{js,css,html,woff2}', 'icons/*.{png,svg}', 'images/*.svg'],
        // The video player is large and only needed when a film plays.
        globIgnores: ['**/shaka-player*'],
      },
    }),
  ],
  server: {
    proxy: {
      '^/(vi|en)/api': api,
      '/media': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server reads which chunks draw each page, to name them in the page's first answer.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the app needs before its first screen in one script: split into shared chunks
          // (as by default), it is fetched as dozens of small files that compress worse.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
})
