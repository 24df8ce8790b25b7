import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import {
  detailHead,
  type HeadPlace,
  homeHead,
  listHead,
  notFoundHead,
  OG_LOCALES,
  type PageHead,
  readerHead,
  searchHead,
  sectionHead,
} from '../../src/contract/head/page-head.ts'
import { isLanguage } from '../../src/contract/languages.ts'
import { pageRoutes } from '../../src/contract/pages.ts'
import {
  actorPostsPath,
  apiUrl,
  categoriesPath,
  chapterBySlugPath,
  dashboardPath,
  homeIndexPath,
  postDetailPath,
  postListPath,
} from '../../src/contract/paths.ts'
import { posttypeSchema } from '../../src/contract/posttypes.ts'
import { imageSchema, postCardSchema } from '../../src/contract/schemas/cards.ts'
import { readerChapterSchema } from '../../src/contract/schemas/chapters.ts'
import { postDetailSchema } from '../../src/contract/schemas/detail.ts'
import { successOf } from '../../src/contract/schemas/envelope.ts'
import { actorPageSchema, categorySchema } from '../../src/contract/schemas/lists.ts'
import { listSorts } from '../../src/contract/sorts.ts'
import { type BuiltRoute, decodedSegments, readBuild } from './app-routes.ts'
import { encodedUrl, type ReadAnswer } from './page-hints.ts'

/**
 * The shell of a first visit with the page's own head: its title, description, canonical address,
 * language alternates, link preview and structured data. Link-preview crawlers (Zalo, Facebook) and
 * search engines run no script, so what the app would set once running has to be in the HTML. Built
 * with the app's own definitions (src/contract/head) from the same answers the page reads, found
 * with the build's route table as page-hints.ts finds them. Undefined when the build has no route
 * table: the shell is then sent as built.
 */
export function pageHeads(
  appDir: string,
  read: ReadAnswer,
): (url: string, origin: string) => Promise<string | undefined> {
  const file = join(appDir, 'index.html')
  // Read once: the shell changes only with a deploy, which restarts the server.
  const shell = existsSync(file) ? readFileSync(file, 'utf8') : undefined
  const { router, routeCount } = readBuild(appDir)
  return async (url, origin) => {
    if (!shell || routeCount === 0) return undefined
    const head = await headOf(url, origin, router, read)
    return head ? withHead(shell, head) : undefined
  }
}

type Router = ReturnType<typeof readBuild>['router']

const bannerModules = v.object({
  modules: v.array(
    v.object({
      type: v.string(),
      items: v.nullish(v.array(v.looseObject({ images: v.nullish(imageSchema) }))),
    }),
  ),
})

async function headOf(
  url: string,
  origin: string,
  router: Router,
  read: ReadAnswer,
): Promise<PageHead | undefined> {
  const { pathname, searchParams } = new URL(url, 'http://localhost')
  const segments = decodedSegments(pathname)
  const [language, ...rest] = segments ?? []
  // The site's root is sent to a language by the app; a page in no language has no head of its own.
  if (!segments || !isLanguage(language)) return undefined
  const answer = async <S extends v.GenericSchema>(path: string, data: S) => {
    const parsed = v.safeParse(successOf(data), await read(encodedUrl(apiUrl(language, path))))
    return parsed.success ? (parsed.output.data as v.InferOutput<S>) : undefined
  }
  const address = `/${rest.map(encodeURIComponent).join('/')}`
  const place: HeadPlace = { language, origin, address }
  const banner = async (path: string) =>
    (await answer(path, bannerModules))?.modules.find((module) => module.type === 'slider')?.items?.[0]
      ?.images
  if (rest.length === 0) return homeHead(place, await banner(homeIndexPath))

  const found = router.find('GET', pathname)
  const id = (found?.store as BuiltRoute | undefined)?.id
  const params = (found?.params ?? {}) as Record<string, string | undefined>
  const route = pageRoutes[id ?? '']
  const { slug = '' } = params
  const missing = notFoundHead(place)
  if (!id) return missing
  const posttype = v.safeParse(posttypeSchema, route?.posttype ?? rest[0]).output as
    | v.InferOutput<typeof posttypeSchema>
    | undefined
  switch (route?.kind) {
    case 'section':
      return posttype && sectionHead(place, posttype, await banner(dashboardPath(posttype)))
    case 'search': {
      const term = searchParams.get('q') ?? ''
      return searchHead(place, term)
    }
    case 'detail': {
      const post = posttype && (await answer(postDetailPath(posttype, slug), postDetailSchema))
      return post ? detailHead(place, post) : missing
    }
    case 'reader': {
      const index = Number(params.chapterIndex)
      const chapter =
        posttype && Number.isSafeInteger(index) && index > 0
          ? await answer(chapterBySlugPath(posttype, slug, index), readerChapterSchema)
          : undefined
      return chapter ? readerHead(place, chapter) : missing
    }
  }
  if (id === '$lang/actor/$slug') {
    const page = v.safeParse(
      actorPageSchema,
      await read(encodedUrl(apiUrl(language, actorPostsPath(slug, 1)))),
    )
    return page.success ? listHead(place, page.output.actor.title, page.output.posts[0]) : missing
  }
  if (posttype && id === `$lang/${posttype}/category/$slug`) {
    const category = (await answer(categoriesPath(posttype), v.array(categorySchema)))?.find(
      (one) => one.slug === slug,
    )
    if (!category) return missing
    // Pictured by the first post the page lists, in its first sort.
    const list = { posttype, category: slug, sort: listSorts[0] }
    const posts = await answer(postListPath(list, 1), v.array(postCardSchema))
    return listHead(place, category.name, posts?.[0], posttype)
  }
  // Pages of the device and of members (saved, history, settings): the site's own head.
  return homeHead(place)
}

/** Text as HTML text and attribute values: every character that could end one is written as an entity. */
const escaped = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * Structured data inside a `<script>` element: JSON with `<` (and the line separators JavaScript
 * once read as line ends) escaped, so no `</script>` or `<!--` in a title can end the element.
 */
const scriptJson = (value: unknown) => scriptSafeJson(JSON.stringify(value))

/** JSON text made safe to sit inside a `<script>` element (see scriptJson). */
export const scriptSafeJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

/** The head's elements as HTML. */
export function headHtml(head: PageHead): string {
  const meta = (key: 'name' | 'property', name: string, content: string | null) =>
    content ? `<meta ${key}="${name}" content="${escaped(content)}" />` : ''
  return [
    `<title>${escaped(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    head.canonical ? `<link rel="canonical" href="${escaped(head.canonical)}" />` : '',
    ...head.alternates.map(
      (link) => `<link rel="alternate" hreflang="${link.hreflang}" href="${escaped(link.href)}" />`,
    ),
    meta('property', 'og:type', head.og.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:image', head.og.image),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', OG_LOCALES[head.language]),
    meta('property', 'og:site_name', head.og.siteName),
    meta('name', 'twitter:card', head.og.image ? 'summary_large_image' : 'summary'),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ')
}

/** The built shell with the page's language and head in place of the site's own title and description. */
export function withHead(shell: string, head: PageHead): string {
  // Replaced by functions: a replacement string would read `$&` or `$'` in a title as patterns.
  const page = shell
    .replace(/<html\b[^>]*>/i, () => `<html lang="${head.language}">`)
    .replace(/\s*<meta name="description"[^>]*>/i, () => '')
  // In the title's place, or at the end of the head for a shell without one.
  const title = /<title>[\s\S]*?<\/title>/i
  if (title.test(page)) return page.replace(title, () => headHtml(head))
  return page.replace(/<\/head>/i, () => `  ${headHtml(head)}\n  </head>`)
}
