import { readFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'
import { gzipAsync } from '@gfx/zopfli'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

const brotli = promisify(brotliCompress)
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

/**
 * Hashed build assets never change, so each is compressed once, at build time, as small as each
 * format allows: Brotli at its highest quality and gzip by Zopfli, about 13% and 4% smaller than
 * the server would compress them per answer. The server sends these files as they are.
 */
function precompressAssets(): Plugin {
  return {
    name: 'mot:precompress-assets',
    apply: 'build',
    async writeBundle({ dir = 'dist' }, bundle) {
      const names = Object.keys(bundle).filter((name) => /^assets\/.+\.(js|css|svg|json)$/.test(name))
      const work: Promise<void>[] = []
      for (const name of names) {
        const file = join(dir, name)
        const source = await readFile(file)
        // Below 1 kB the server sends answers as they are (the compress threshold in server/app.ts).
        if (source.length < 1024) continue
        const params = {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        }
        // Brotli runs on Node's thread pool meanwhile; Zopfli (WebAssembly) runs here.
        work.push(brotli(source, { params }).then((bytes) => writeFile(`${file}.br`, bytes)))
        // One iteration gets nearly all of Zopfli's gain (15, its default, takes twice as long for 0.1%).
        work.push(writeFile(`${file}.gz`, await gzipAsync(source, { numiterations: 1 })))
      }
      await Promise.all(work)
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
    precompressAssets(),
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
