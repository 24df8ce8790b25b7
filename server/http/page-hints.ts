import * as v from 'valibot'
import { FIRST_SCREEN, isHomePath } from '../../src/contract/first-screen.ts'
import {
  ABOVE_FOLD_MODULES,
  BANNER,
  CARD_SIZES,
  coverSizes,
  FIRST_SCREEN_COVERS,
  LIST_COVER_SIZE,
  srcsetOf,
} from '../../src/contract/image-sizes.ts'
import { isLanguage, type Language, languages } from '../../src/contract/languages.ts'
import { firstReads, type PageRoute, pageRoutes } from '../../src/contract/pages.ts'
import { apiUrl, chapterBySlugPath, homeIndexPath, postDetailPath } from '../../src/contract/paths.ts'
import { type Image, imageSchema } from '../../src/contract/schemas/cards.ts'
import { successOf } from '../../src/contract/schemas/envelope.ts'
import { type BuiltRoute, decodedSegments, readBuild } from './app-routes.ts'

/** One of the site's own API answers, read in-process; undefined unless it is a success. */
export type ReadAnswer = (url: string) => Promise<unknown>

/**
 * What a page of the app asks for first, named in the `Link` header of the shell that answers it.
 * Without it the browser learns of a page's script, data and first image only as the app runs, and
 * waits for each in turn (the app's script, the route's code, its data, then the image): on a slow
 * phone network every step is another round trip before the page is drawn. With it they come beside
 * the app's script, and the app's own requests take the preloaded answers over.
 *
 * The route's code is read from the build's manifest (Vite's `build.manifest`), and the route is
 * found among its routes by a router (find-my-way, Fastify's own), not by matching written here. Its
 * data comes from the contract's table of pages and the address builders the app uses
 * (src/contract/pages.ts, paths.ts), and its first image from the answers the page will read, at the
 * sizes the app draws it (src/contract/image-sizes.ts): a hint cannot name what the app will not ask for.
 */
export function pageHints(appDir: string, read: ReadAnswer): (url: string) => Promise<string[]> {
  const { router, catalogues } = readBuild(appDir)
  return async (url) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost')
    const segments = decodedSegments(pathname)
    if (!segments) return []
    // The site's root is the Vietnamese home. A page in no language of the site is sent there by the
    // app: nothing to fetch for it yet.
    const language = segments[0] ?? languages[0]
    if (!isLanguage(language)) return []
    const found = router.find('GET', pathname)
    const route = found?.store as BuiltRoute | undefined
    const page: Page = { language, segments, search: searchParams, route: pageRoutes[route?.id ?? ''] }
    const params = (found?.params ?? {}) as Record<string, string | undefined>
    const calls = [homeIndexPath, ...firstReads(page.route, { params, search: searchParams })]
    const later = await laterHints(page, read).catch(() => ({ calls: [], images: [] }))
    // The home is drawn with the messages of the app's script alone, other pages with all of them
    // (src/shared/i18n/activate.ts).
    const catalogue = catalogues.get(`${language}${isHomePath(pathname) ? FIRST_SCREEN : ''}`)
    return [
      ...[...calls, ...later.calls].map(
        (path) => `<${encodedUrl(apiUrl(language, path))}>; rel=preload; as=fetch; crossorigin`,
      ),
      ...[...(catalogue ? [catalogue] : []), ...(route?.scripts ?? [])].map(
        (file) => `</${file}>; rel=modulepreload`,
      ),
      ...later.images,
    ]
  }
}

interface Page {
  language: Language
  segments: string[]
  search: URLSearchParams
  /** What the contract says of the page's route; none for a route that asks for nothing of its own. */
  route: PageRoute | undefined
}

const homeData = v.object({
  modules: v.array(v.object({ type: v.string(), items: v.nullish(v.array(v.unknown())) })),
})
const bannerSchema = v.object({ images: v.nullish(imageSchema), images_mobile: v.nullish(imageSchema) })
const detailData = v.object({ feature: v.nullish(imageSchema) })
const cardData = v.object({ feature: v.nullish(imageSchema) })
const chapterData = v.object({ content: v.unknown() })

/**
 * What a page asks for once its first answers are in: the
 * image the page draws largest on the first screen: the home's first banner, a post's cover, a
 * comic chapter's first page. Read from the same answers the page will read.
 */
async function laterHints(page: Page, read: ReadAnswer): Promise<{ calls: string[]; images: string[] }> {
  const { language, route, segments } = page
  const posttype = route?.posttype ?? ''
  const answer = async <S extends v.GenericSchema>(path: string, data: S) => {
    const parsed = v.safeParse(successOf(data), await read(encodedUrl(apiUrl(language, path))))
    return parsed.success ? parsed.output.data : undefined
  }
  // A language's home (the site's root shows the Vietnamese one).
  if (segments.length <= 1) {
    // The home draws the server's modules in order: a banner among the first is the largest image,
    // and the first list of cards shows its first covers beside it.
    const firstScreen = (await answer(homeIndexPath, homeData))?.modules.slice(0, ABOVE_FOLD_MODULES) ?? []
    const banner = v.safeParse(
      bannerSchema,
      firstScreen.find((module) => module.type === 'slider')?.items?.[0],
    )
    const cards = firstScreen.find((module) => Object.hasOwn(LIST_COVER_SIZE, module.type))
    return {
      calls: [],
      images: [...(banner.success ? bannerHints(banner.output) : []), ...(cards ? coverHints(cards) : [])],
    }
  }
  const [, , slug = '', chapter] = segments
  if (route?.kind === 'detail' && posttype !== 'movie') {
    const cover = (await answer(postDetailPath(posttype, slug), detailData))?.feature
    const { width } = CARD_SIZES.large
    return {
      calls: [],
      images: cover ? coverHint(cover, width) : [],
    }
  }
  const index = Number(chapter)
  if (route?.kind === 'reader' && posttype === 'comic' && Number.isSafeInteger(index) && index > 0) {
    const content = (await answer(chapterBySlugPath(posttype, slug, index), chapterData))?.content
    const first = Array.isArray(content) && typeof content[0] === 'string' ? content[0] : undefined
    return { calls: [], images: first ? imageHint(first) : [] }
  }
  return { calls: [], images: [] }
}

/** The first covers of a list of cards, at the size the list draws them. */
function coverHints({ type, items }: v.InferOutput<typeof homeData>['modules'][number]): string[] {
  const { width } = CARD_SIZES[LIST_COVER_SIZE[type as keyof typeof LIST_COVER_SIZE]]
  return (items ?? []).slice(0, FIRST_SCREEN_COVERS).flatMap((item) => {
    const cover = v.safeParse(cardData, item)
    const feature = cover.success ? cover.output.feature : undefined
    return feature ? coverHint(feature, width) : []
  })
}

/** A cover as CoverImage draws it at a card's width. */
function coverHint(cover: Image, width: number): string[] {
  return imageHint(`${cover.path}?w=${width}`, srcsetOf(cover), coverSizes(width))
}

/** A banner's two crops, each for the screens that draw it (BannerPicture). */
function bannerHints({ images, images_mobile: mobile }: v.InferOutput<typeof bannerSchema>): string[] {
  const wide = images ?? mobile
  if (!wide) return []
  const wideHint = (media?: string) =>
    imageHint(`${wide.path}?w=${BANNER.wideWidth}`, srcsetOf(wide), BANNER.wideSizes, media)
  if (!mobile) return wideHint()
  return [
    ...imageHint(mobile.path, srcsetOf(mobile) || mobile.path, BANNER.mobileSizes, BANNER.mobileMedia),
    ...wideHint(BANNER.wideMedia),
  ]
}

/**
 * A preload of an image as an `<img>` with these `srcset` and `sizes` would pick it; none for a
 * `srcset` a header cannot carry (a header holds printable ASCII, and these values are quoted).
 * Not asked for at high priority: nothing is drawn before the app's script has run, so the script
 * goes first, and the image is still in before the page draws it (with Chromium's own throttling,
 * high priority made the first paint 0.3-0.4 s later on a post's page and the comic reader).
 */
function imageHint(href: string, srcset = '', sizes = '', media = ''): string[] {
  if (![srcset, sizes, media].every((value) => /^[\x20-\x7e]*$/.test(value) && !/["\\]/.test(value)))
    return []
  const quoted = (name: string, value: string) => (value ? `; ${name}="${value}"` : '')
  return [
    `<${encodedUrl(href)}>; rel=preload; as=image` +
      quoted('imagesrcset', srcset) +
      quoted('imagesizes', sizes) +
      quoted('media', media),
  ]
}

/** The address as the browser's fetch would send it, safe inside a Link header's angle brackets. */
export function encodedUrl(address: string): string {
  const url = new URL(address, 'http://localhost')
  // Media may be served from another origin (MEDIA_BASE_URL).
  return /^https?:\/\//i.test(address) ? url.href : `${url.pathname}${url.search}`
}
