import { readFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'
import { gzipAsync } from '@gfx/zopfli'
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { bundle, type Targets } from 'lightningcss'
import { defineConfig, minify, type Plugin, type Rolldown } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { declarationModules } from './scripts/lib/declaration-modules.ts'
import { LAUNCH_SCREENS, launchScreenLink } from './scripts/lib/launch-screens.ts'
import { pureContract } from './scripts/lib/pure-contract.ts'
import { FIRST_SCREEN } from './src/contract/first-screen.ts'
import { type InstallManifest, installManifestPath, manifestIn } from './src/contract/install-manifest.ts'
import { languages } from './src/contract/languages.ts'
import { DRAWN_READER_STYLES } from './src/contract/page-styles.ts'

const brotli = promisify(brotliCompress)
const readJson = (file: string) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'))

/** The install manifest is kept as a plain file at the top level; the PWA plugin emits and links it. */
const manifest = readJson('./manifest.webmanifest')
// APP_VERSION names a build apart from package.json (a release, or a test that builds twice).
const version = process.env.APP_VERSION ?? (readJson('./package.json') as { version: string }).version
const api = 'http://127.0.0.1:8080'
/** A feature's own script (src/features/<feature>/…), not its styles. */
const FEATURE_MODULE = /\/src\/features\/[^?]+\.tsx?$/

/**
 * The home, the usual first page, is drawn by the app's script alone, which uses about a fifth of the
 * app's messages. `<catalogue>.po?first-screen` is a language's catalogue cut down to the messages of
 * the modules that script is made of (src/main.tsx and everything it imports statically), found by
 * each message's origins in the .po file (kept current: `npm run i18n:check` in the test run). The
 * whole catalogue follows the first draw
 * (src/shared/i18n/activate.ts). Outside a build (dev server, unit tests) it is the whole catalogue.
 */
export function firstScreenMessages(): Plugin {
  let building = false
  // Found once per build, for every language's catalogue.
  let firstScreenModules: Promise<Set<string>> | undefined
  let catalogues: ReturnType<typeof getCatalogs> | undefined
  return {
    name: 'mot:first-screen-messages',
    configResolved(config) {
      building = config.command === 'build'
    },
    buildStart() {
      firstScreenModules = undefined
      catalogues = undefined
    },
    async resolveId(source, importer) {
      if (!source.endsWith(FIRST_SCREEN)) return null
      const catalogue = await this.resolve(source.slice(0, -FIRST_SCREEN.length), importer)
      return catalogue && `${catalogue.id}${FIRST_SCREEN}`
    },
    async load(id) {
      if (!id.endsWith(FIRST_SCREEN)) return null
      const file = id.slice(0, -FIRST_SCREEN.length)
      // The server draws with whole catalogues: it has them all, and only the app's script is cut down.
      if (!building || this.environment.name !== 'client')
        return `export { messages } from ${JSON.stringify(file)}`
      const config = getConfig()
      catalogues ??= getCatalogs(config)
      const found = getCatalogForFile(relative(config.rootDir, file), await catalogues)
      if (!found) throw new Error(`${file} is no catalogue of lingui.config.ts`)
      const { catalog, locale } = found
      const origins = (await catalog.read(locale)) ?? {}
      const { messages } = await catalog.getTranslations(locale, {
        fallbackLocales: config.fallbackLocales,
        sourceLocale: config.sourceLocale,
      })
      firstScreenModules ??= staticGraph(this, resolve(config.rootDir, 'src/main.tsx'))
      const modules = await firstScreenModules
      const firstScreen = Object.fromEntries(
        Object.entries(messages).filter(([key]) =>
          origins[key]?.origin?.some(([origin]) => modules.has(resolve(config.rootDir, origin))),
        ),
      )
      return {
        code: createCompiledCatalog(locale, firstScreen, { namespace: 'es' }).source,
        moduleType: 'js',
      }
    },
  }
}

/**
 * A module and every module it imports statically, without query suffixes (a route's split parts are
 * dynamic). A feature's index.ts names everything other features may use: through it, only the
 * modules of the names imported are followed, as the bundle takes only those (FEATURE_MODULE).
 */
async function staticGraph(context: Rolldown.PluginContext, entry: string) {
  const seen = new Set<string>()
  const files = new Set<string>()
  const visit = async (id: string): Promise<void> => {
    if (seen.has(id)) return
    seen.add(id)
    files.add(id.split('?')[0]!)
    const info = await context.load({ id, resolveDependencies: true })
    const named = await namesImported(context, id, info.code ?? '')
    await Promise.all(
      info.importedIds.map(async (dependency) => {
        const names = named.get(dependency)
        if (!FEATURE_INDEX.test(dependency) || !names) return visit(dependency)
        files.add(dependency)
        const index = await context.load({ id: dependency, resolveDependencies: true })
        const sources = await reexports(context, dependency, index.code ?? '')
        await Promise.all(
          [...names].map((name) => sources.get(name)).flatMap((source) => (source ? [visit(source)] : [])),
        )
      }),
    )
  }
  await visit(entry)
  return files
}

const FEATURE_INDEX = /\/src\/features\/[^/]+\/index\.ts$/

/** The names a module imports from each module it imports by name (`import { a, b as c } from`). */
async function namesImported(context: Rolldown.PluginContext, importer: string, code: string) {
  const named = new Map<string, Set<string>>()
  for (const [, list, source] of code.matchAll(/\bimport\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    const resolved = await context.resolve(source!, importer)
    if (!resolved) continue
    const names = named.get(resolved.id) ?? new Set<string>()
    for (const name of list!.split(',')) if (name.trim()) names.add(name.trim().split(/\s+as\s+/)[0]!)
    named.set(resolved.id, names)
  }
  return named
}

/** The module each name of an index.ts comes from (`export { a, b } from './a.ts'`). */
async function reexports(context: Rolldown.PluginContext, index: string, code: string) {
  const sources = new Map<string, string>()
  for (const [, list, source] of code.matchAll(/\bexport\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    const resolved = await context.resolve(source!, index)
    if (!resolved) continue
    for (const name of list!.split(','))
      if (name.trim()) sources.set(name.trim().split(/\s+as\s+/)[0]!, resolved.id)
  }
  return sources
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

/**
 * The lighter styles a reader page is drawn with (src/styles/drawn-reader.css), built on their own, as
 * the site's are (imports inlined, minified by Lightning CSS for the same browsers), and named in the
 * build's manifest for the server. Not a second entry: the parts it shares with the site's styles
 * would then be cut out into a third stylesheet, and a page would wait for two.
 */
function drawnReaderStyles(): Plugin {
  let targets: Targets | undefined
  return {
    name: 'mot:drawn-reader-styles',
    apply: 'build',
    configResolved(config) {
      targets = lightningTargets(config.build.cssTarget)
    },
    generateBundle() {
      const filename = resolve(import.meta.dirname, DRAWN_READER_STYLES)
      const { code } = bundle({
        filename,
        minify: true,
        targets,
        // The pictures the styles name (the logo) are written in, as Vite does in the site's.
        visitor: {
          Url: (url) => ({ ...url, url: svgDataUrl(resolve(dirname(filename), url.url)) }),
        },
      })
      this.emitFile({
        type: 'asset',
        name: 'drawn-reader.css',
        originalFileName: DRAWN_READER_STYLES,
        source: code,
      })
    },
  }
}

/** Vite's CSS target (`['chrome111', 'safari16.4']`) as Lightning CSS names it, as Vite's own minifier does. */
function lightningTargets(target: string | string[] | false): Targets | undefined {
  const browsers: Record<string, keyof Targets> = {
    chrome: 'chrome',
    edge: 'edge',
    firefox: 'firefox',
    safari: 'safari',
    ios: 'ios_saf',
    opera: 'opera',
  }
  const targets: Targets = {}
  for (const entry of target ? [target].flat() : []) {
    const [, name = '', major = '0', minor = '0'] = /^([a-z]+)(\d+)(?:\.(\d+))?/.exec(entry) ?? []
    const browser = browsers[name]
    if (browser) targets[browser] = (Number(major) << 16) | (Number(minor) << 8)
  }
  return Object.keys(targets).length ? targets : undefined
}

/**
 * An SVG file as a `data:` address. Only the characters such an address must escape are escaped: the
 * drawing stays readable and compresses with what it is written in.
 */
function svgDataUrl(file: string) {
  if (!file.endsWith('.svg')) throw new Error(`${file}: only SVG drawings are written in as data: addresses`)
  const drawing = readFileSync(file, 'utf8')
    .trim()
    .replace(/>\s+</g, '><')
    .replace(/\s+/g, ' ')
    .replaceAll('"', "'")
    .replace(/[%#<>]/g, encodeURIComponent)
  return `data:image/svg+xml,${drawing}`
}

/**
 * The favicon is written into the page as a `data:` address (index.html names the logo's file). A
 * browser asks for a page's favicon once the page has loaded, beside its first picture on a slow
 * phone, which then comes a round trip later. Browsers without SVG favicons take /favicon.ico, as they do when a
 * page names none they can use.
 */
function inlineFavicon(): Plugin {
  const file = '/src/styles/logo.svg'
  const link = `rel="icon" href="${file}"`
  // An address in an HTML attribute may hold no raw space (the Nu Html Checker's error); in CSS a
  // quoted one may, so only here are they escaped.
  const drawing = svgDataUrl(resolve(import.meta.dirname, `.${file}`)).replaceAll(' ', '%20')
  return {
    name: 'mot:inline-favicon',
    transformIndexHtml: {
      // Before Vite's own, which would otherwise take the link for an asset of the build.
      order: 'pre',
      handler(html) {
        if (!html.includes(link)) throw new Error(`index.html: no <link ${link}> to write the favicon into`)
        return html.replace(link, `rel="icon" href="${drawing}"`)
      },
    },
  }
}

/**
 * iOS's launch screens (scripts/lib/launch-screens.ts), linked in the shell's head beside its touch
 * icon: written from the list the icon script draws them from, so a size is named in one place.
 */
function launchScreens(): Plugin {
  const icon = /(<link rel="apple-touch-icon"[^>]*>)/
  return {
    name: 'mot:launch-screens',
    transformIndexHtml(html) {
      if (!icon.test(html))
        throw new Error('index.html: no apple-touch-icon link to put the launch screens beside')
      const links = LAUNCH_SCREENS.map((screen) => `\n    ${launchScreenLink(screen)}`).join('')
      return html.replace(icon, (link) => `${link}${links}`)
    },
  }
}

/**
 * The start of a drawn page (public/app-start.js) is copied as it is written, its comments with it;
 * it is among a page's first requests, beside the page's largest picture, so the copy is minified.
 */
function minifiedAppStart(): Plugin {
  return {
    name: 'mot:minified-app-start',
    apply: 'build',
    writeBundle: {
      // The public folder is copied before; before the service worker's list of files is made.
      order: 'pre',
      sequential: true,
      async handler({ dir = 'dist' }) {
        const file = join(dir, 'app-start.js')
        const { code, errors } = await minify(file, await readFile(file, 'utf8'))
        if (errors.length) throw new Error(`app-start.js: ${errors.map((error) => error.message).join('; ')}`)
        await writeFile(file, code)
      },
    },
  }
}

/**
 * Vite routes every dynamic import of the app through a helper that preloads the imported chunk's
 * scripts and styles (1.7 kB in the app's first script). The scripts are left to the page hints
 * (build.modulePreload below), so the helper is swapped for src/shared/lazy-styles.ts, which adds the
 * styles alone, as Vite's did.
 */
function lazyStyles(): Plugin {
  const helper = resolve(import.meta.dirname, 'src/shared/lazy-styles.ts')
  return {
    name: 'mot:lazy-styles',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler: () => helper,
    },
  }
}

/**
 * The app and its packages import React's JSX functions from src/shared/react/jsx-runtime.ts, and the
 * app's own modules React's hooks from src/shared/react/react.ts, which name them once: each element
 * and hook is then a call by a short name rather than through React's CommonJS module,
 * `(0, runtime.jsx)(…)`, a few bytes less for each of the hundreds in the first script. Packages keep
 * `react` itself: they may use any of it.
 */
function shortReactCalls(): Plugin {
  const stand = (file: string) => resolve(import.meta.dirname, 'src/shared/react', file)
  const runtime = stand('jsx-runtime.ts')
  const hooks = stand('react.ts')
  const src = resolve(import.meta.dirname, 'src')
  return {
    name: 'mot:short-react-calls',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^react(\/jsx-runtime)?$/ },
      handler(source, importer) {
        if (!importer) return null
        if (source === 'react/jsx-runtime') return importer === runtime ? null : runtime
        return importer.startsWith(src) && importer !== hooks ? hooks : null
      },
    },
  }
}

/**
 * Two parts of DOMPurify's build (3.4) that the readers' first load carries for nothing, taken out:
 * - Babel's helpers open it, among them an async generator that nothing in it calls: its prototype is
 *   set at the top level, which keeps it (0.5 kB gzip). Without those assignments the bundler finds it
 *   unused and leaves it out.
 * - Its own lists of the attributes it allows by default (HTML's, SVG's, MathML's: 1.5 kB gzip) are
 *   read only when a caller gives no list of its own; the chapter sanitizer always gives the
 *   contract's (src/shared/html/sanitize.ts). Emptied, a caller with no list would keep no attribute
 *   at all, never one too many. Its tag lists stay (DOMPurify checks each element's namespace with them).
 * When a release no longer has either as written, nothing is changed there (and the readers' budget
 * says if they grew).
 */
function dompurifyTrimmed(): Plugin {
  const helperAssignments = /^AsyncGenerator\.prototype\[[\s\S]*?^\};?$/m
  const defaultAttributes = /^const (html|svg|mathMl) = freeze\(\[[^\]]*\]\);$/gm
  return {
    name: 'mot:dompurify-trimmed',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]dompurify[\\/]dist[\\/]purify\.es\.mjs$/ },
      handler(code) {
        const trimmed = code
          .replace(helperAssignments, '')
          .replace(defaultAttributes, 'const $1 = freeze([]);')
        return trimmed === code ? null : { code: trimmed, map: null }
      },
    },
  }
}

/**
 * The server draws a first visit's page with the app's own routes and screens (src/app/render-page.tsx).
 * `vite build` builds that too, as Node modules beside the app: `<outDir>-ssr`, out of what is served.
 */
function serverRender(): Plugin[] {
  return [serverSanitizer(), serverBuild()]
}

const SANITIZER = resolve(import.meta.dirname, 'src/shared/html/sanitize.ts')

/**
 * The browser's chapter sanitizer needs a DOM; the server's renderer has its own (same allowlist).
 * Also used where the server's tests draw pages from the app's source (vitest.config.ts).
 */
export function serverSanitizer(): Plugin {
  return {
    name: 'mot:server-sanitizer',
    // Before Vite's own resolver, which would find the browser's file.
    enforce: 'pre',
    resolveId(source, importer) {
      if (this.environment.name !== 'ssr' || !importer || !source.endsWith('sanitize.ts')) return null
      // By the file it names, from wherever it is imported (./sanitize.ts beside it too).
      if (resolve(dirname(importer), source) !== SANITIZER) return null
      return SANITIZER.replace(/\.ts$/, '.server.ts')
    },
  }
}

function serverBuild(): Plugin {
  return {
    name: 'mot:server-render',
    config(config, { mode }) {
      const outDir = config.build?.outDir ?? 'dist'
      return {
        builder: {},
        // React's own production build for the server too (it reads NODE_ENV when it runs, unset in
        // most servers): the development one draws pages several times slower.
        define: {
          'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production'),
        },
        environments: {
          ssr: {
            // Whole, with its packages: a build made elsewhere (a release folder, a test's) runs as it is.
            resolve: { noExternal: true },
            build: {
              outDir: `${outDir.replace(/\/+$/, '')}-ssr`,
              emptyOutDir: true,
              copyPublicDir: false,
              manifest: false,
              rolldownOptions: { input: 'src/app/render-page.tsx' },
            },
          },
        },
      }
    },
  }
}

/**
 * Each language's install manifest (src/contract/install-manifest.ts), made from the top-level one,
 * which the PWA plugin emits and the undrawn shell links until the app links its language's.
 */
function languageManifests(): Plugin {
  return {
    name: 'mot:language-manifests',
    generateBundle() {
      for (const language of languages)
        this.emitFile({
          type: 'asset',
          fileName: installManifestPath(language).slice(1),
          source: `${JSON.stringify(manifestIn(language, manifest as InstallManifest), null, 2)}\n`,
        })
    },
  }
}

/**
 * Modules whose every top-level declaration is served as a module of its own, so that each goes
 * where it is used (scripts/lib/declaration-modules.ts). Modules that the app's first script uses a
 * little of, and later screens more: valibot, one module for all its schemas and checks; Query's
 * hydration (the first script hydrates a drawn page's answers, the stored cache's code dehydrates);
 * idb-keyval; the names of what the app keeps and its limits and caches, each named once with the
 * others but used by a screen or two. Together about 2 kB (gzip) out of every first load.
 */
const DECLARATION_MODULES =
  /\/(valibot\/dist\/index\.mjs|@tanstack\/query-core\/build\/modern\/hydration\.js|idb-keyval\/dist\/index\.js|src\/shared\/(storage-keys|limits|cache-names)\.ts)$/

/** The app's own build steps only: the server's modules need no service worker nor compressed copies. */
const clientOnly = <T extends Plugin | Plugin[]>(plugins: T): T => {
  for (const plugin of [plugins].flat())
    plugin.applyToEnvironment = (environment) => environment.name === 'client'
  return plugins
}

export default defineConfig({
  resolve: {
    alias: [
      // Lingui and TanStack Store ask for the React 17 backport of useSyncExternalStore; React 19 has
      // the hook, and the backport's code would only add to the first load.
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: resolve(import.meta.dirname, 'src/shared/react/use-sync-external-store.ts'),
      },
      {
        find: /^use-sync-external-store\/shim\/with-selector$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
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
    firstScreenMessages(),
    pureContract(),
    inlineFavicon(),
    launchScreens(),
    clientOnly(lazyStyles()),
    clientOnly(shortReactCalls()),
    clientOnly(dompurifyTrimmed()),
    clientOnly(declarationModules(DECLARATION_MODULES)),
    clientOnly(minifiedAppStart()),
    clientOnly(drawnReaderStyles()),
    clientOnly(languageManifests()),
    clientOnly(precompressAssets()),
    serverRender(),
    clientOnly(
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
    ),
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
    // The page names the chunks the app's script imports (Rolldown's runtime), so that they come
    // beside it. Dynamic imports get no lists of scripts (only a lazy screen's own styles, see
    // lazyStyles above): the lists of every chunk's dependencies weighed 1.3 kB (gzip) in the first load. A page's first visit gets
    // its chunks named in the server's page hints, later pages come from the service worker's
    // precache, and links preload their route on intent.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []),
    },
    rolldownOptions: {
      // A feature's index.ts names everything other features may use (docs/architecture.md, Walls).
      // A module of a feature comes into a chunk only when something it exports is used there, not
      // because an index names it beside what is: none is imported for its side effects alone.
      treeshake: { moduleSideEffects: (id) => (FEATURE_MODULE.test(id) ? false : undefined) },
      output: {
        codeSplitting: {
          // Everything the app needs before its first screen in one script: split into shared chunks
          // (as by default), it is fetched as dozens of small files that compress worse.
          groups: [
            { name: 'app', tags: ['$initial'] },
            // The device's reading records and the stored-entry checks they are read through, as one
            // file: a part that reads only a film's place (the home's 'Xem tiếp' row) would otherwise
            // split the checks into a file of their own on every reader's first load.
            { name: 'positions', test: /src\/(entities\/reading\/positions|shared\/stored-entries)\.ts$/ },
          ],
        },
      },
    },
  },
})
