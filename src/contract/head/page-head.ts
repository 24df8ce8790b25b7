import type {
  Book,
  BreadcrumbList,
  Chapter,
  ComicSeries,
  Episode,
  Movie,
  SearchAction,
  Thing,
  TVSeries,
  VideoGame,
  WebSite,
  WithContext,
} from 'schema-dts'
import { type Language, languages } from '../languages.ts'
import type { Posttype } from '../posttypes.ts'
import type { Image, PostCard } from '../schemas/cards.ts'
import type { ReaderChapter } from '../schemas/chapters.ts'
import type { DashboardModule } from '../schemas/dashboards.ts'
import type { PostDetail } from '../schemas/detail.ts'
import { shortDescription } from './plain-text.ts'
import { previewImage } from './preview.ts'
import { documentTitle } from './site-name.ts'
import { headWords } from './words.ts'

/**
 * A page's head: what a browser tab, a search engine and a link preview read of it. Built from the
 * answers the page reads, the same on the server (the first visit's HTML, read by crawlers that run
 * no script) and in the app (each client navigation).
 */
export interface PageHead {
  language: Language
  title: string
  description: string
  /** Absolute; a page not found has none. */
  canonical: string | null
  alternates: { hreflang: Language | 'x-default'; href: string }[]
  og: {
    type: 'website' | 'video.movie' | 'video.episode' | 'book'
    /** Absolute, a JPEG or PNG at least 600 px wide: the page's picture, else the site's own. */
    image: string | null
    /** The site's name: the title of a page with no name of its own. */
    siteName: string
  }
  /** A page not found must not be indexed. */
  noindex: boolean
  jsonLd: WithContext<Thing>[]
}

/** Where a page is: its language, the site's origin and its address past the language (`/comic/x`). */
export interface HeadPlace {
  language: Language
  origin: string
  /** The address without the language segment, with its search part if it names the page (`/search?q=x`). */
  address: string
}

/** Open Graph names a language with its region. */
export const OG_LOCALES: Record<Language, string> = { vi: 'vi_VN', en: 'en_US' }

/** The site's own link preview, for a page with no picture of its own (made by scripts/make-icons.ts). */
export const SITE_PREVIEW = '/images/site-preview.png'

const pageUrl = (origin: string, language: Language, address: string) =>
  new URL(`/${language}${address === '/' ? '' : address}`, origin).href

const absolute = (origin: string, address: string | null) => (address ? new URL(address, origin).href : null)

/** The head's parts every page has, from its title, description and picture. */
function pageHead(
  place: HeadPlace,
  parts: {
    title: string
    description?: string
    type?: PageHead['og']['type']
    image?: string | null
    jsonLd?: Thing[]
  },
): PageHead {
  const { language, origin, address } = place
  return {
    language,
    title: parts.title,
    description: parts.description || headWords[language].site,
    canonical: pageUrl(origin, language, address),
    alternates: [
      ...languages.map((hreflang) => ({ hreflang, href: pageUrl(origin, hreflang, address) })),
      { hreflang: 'x-default' as const, href: pageUrl(origin, languages[0], address) },
    ],
    og: {
      type: parts.type ?? 'website',
      image: absolute(origin, parts.image || SITE_PREVIEW),
      siteName: documentTitle(),
    },
    noindex: false,
    jsonLd: (parts.jsonLd ?? []).map(
      (thing) => ({ '@context': 'https://schema.org', ...(thing as object) }) as WithContext<Thing>,
    ),
  }
}

/** The path of a section, a post and a chapter, as the app's routes name them. */
const sectionAddress = (posttype: Posttype) => `/${posttype}s`
const postAddress = (post: Pick<PostCard, 'posttype' | 'slug'>) => `/${post.posttype}/${post.slug}`

function breadcrumbs(place: HeadPlace, steps: { name: string; address: string }[]): BreadcrumbList {
  const { language, origin } = place
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: headWords[language].home, address: '/' }, ...steps].map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: pageUrl(origin, language, step.address),
    })),
  }
}

/** A dashboard's picture in a link preview: its first banner, the largest picture it draws first. */
export function dashboardPicture(modules: readonly DashboardModule[]): Image | null {
  const banner = modules.find((module) => module.kind === 'banner')
  return banner?.kind === 'banner' ? (banner.items[0]?.images ?? null) : null
}

/** The site's home: the site itself, searchable from a search engine's results. */
export function homeHead(place: HeadPlace, banner?: Image | null): PageHead {
  const { language, origin } = place
  const search: SearchAction & { 'query-input': string } = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${pageUrl(origin, language, '/search')}?q={q}` },
    'query-input': 'required name=q',
  }
  const site: WebSite = {
    '@type': 'WebSite',
    name: documentTitle(),
    url: pageUrl(origin, language, '/'),
    inLanguage: language,
    potentialAction: search,
  }
  return pageHead(place, { title: documentTitle(), image: previewImage(banner), jsonLd: [site] })
}

/** A section's dashboard (films, comics, novels, games). */
export function sectionHead(place: HeadPlace, posttype: Posttype, banner?: Image | null): PageHead {
  const name = headWords[place.language].sections[posttype]
  return pageHead(place, {
    title: documentTitle(name),
    image: previewImage(banner),
    jsonLd: [breadcrumbs(place, [{ name, address: sectionAddress(posttype) }])],
  })
}

/** A category's or an actor's list: named after them, pictured by their first post. */
export function listHead(
  place: HeadPlace,
  name: string,
  first?: PostCard | null,
  posttype?: Posttype,
): PageHead {
  const words = headWords[place.language]
  return pageHead(place, {
    title: documentTitle(name),
    image: previewImage(first?.banner ?? first?.feature),
    jsonLd: [
      breadcrumbs(place, [
        ...(posttype ? [{ name: words.sections[posttype], address: sectionAddress(posttype) }] : []),
        { name, address: place.address },
      ]),
    ],
  })
}

/** The search screen, named with what was searched for. */
export function searchHead(place: HeadPlace, term: string): PageHead {
  const { search } = headWords[place.language]
  // The search's address names its term; its filters and sort are the same page for a search engine.
  const address = term ? `/search?q=${encodeURIComponent(term)}` : '/search'
  return pageHead(
    { ...place, address },
    { title: documentTitle(term.trim() ? `${term.trim()} · ${search}` : search) },
  )
}

/** A post's chapter or episode as a schema.org part of it. */
function partOf(posttype: Posttype, place: HeadPlace, post: PostCard, index: number, title?: string | null) {
  const words = headWords[place.language]
  const name = title?.trim() || (posttype === 'movie' ? words.episode(index) : words.chapter(index))
  const url =
    posttype === 'movie'
      ? `${pageUrl(place.origin, place.language, postAddress(post))}?episode=${index}`
      : pageUrl(place.origin, place.language, `${postAddress(post)}/${index}`)
  return posttype === 'movie'
    ? ({ '@type': 'Episode', name, episodeNumber: index, url } satisfies Episode)
    : ({ '@type': 'Chapter', name, position: index, url } satisfies Chapter)
}

/** What schema.org says a post is, with what it holds. */
function postThing(place: HeadPlace, post: PostDetail, image: string | null): Thing {
  const { posttype } = post
  const parts = [post.first_chapter, post.last_chapter]
    .filter((end, at, ends) => end && ends.findIndex((other) => other?.index === end.index) === at)
    .map((end) => partOf(posttype, place, post, end!.index, end!.title))
  const work = {
    name: post.title,
    url: pageUrl(place.origin, place.language, postAddress(post)),
    description: shortDescription(post.description ?? '') || undefined,
    image: image ?? undefined,
    genre: post.categories.map((category) => category.name),
    datePublished: post.release_year[0]?.name,
    ...(post.rating_count > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating' as const,
        ratingValue: post.rating_avg,
        ratingCount: post.rating_count,
        bestRating: 5,
      },
    }),
  }
  const author = post.author ? { '@type': 'Person' as const, name: post.author } : undefined
  const people = (list: PostDetail['actors']) =>
    list.map((person) => ({ '@type': 'Person' as const, name: person.title }))
  switch (posttype) {
    case 'movie':
      return post.episode_total > 1
        ? ({
            '@type': 'TVSeries',
            ...work,
            numberOfEpisodes: post.episode_total,
            episode: parts as Episode[],
            director: people(post.directors),
            actor: people(post.actors),
          } satisfies TVSeries)
        : ({
            '@type': 'Movie',
            ...work,
            director: people(post.directors),
            actor: people(post.actors),
          } satisfies Movie)
    case 'comic':
      return { '@type': 'ComicSeries', ...work, author, hasPart: parts } satisfies ComicSeries
    case 'novel':
      return { '@type': 'Book', ...work, author, hasPart: parts } satisfies Book
    case 'game':
      return {
        '@type': 'VideoGame',
        ...work,
        author,
        playMode: 'SinglePlayer',
        gamePlatform: 'Web browser',
      } satisfies VideoGame
  }
}

const ogTypes: Record<Posttype, PageHead['og']['type']> = {
  movie: 'video.movie',
  comic: 'book',
  novel: 'book',
  game: 'website',
}

/** A post's detail page. */
export function detailHead(place: HeadPlace, post: PostDetail): PageHead {
  const image = absolute(place.origin, previewImage(post.banner ?? post.feature))
  return pageHead(place, {
    title: documentTitle(post.title),
    description: shortDescription(post.description ?? ''),
    type: ogTypes[post.posttype],
    image,
    jsonLd: [
      postThing(place, post, image),
      breadcrumbs(place, [
        { name: headWords[place.language].sections[post.posttype], address: sectionAddress(post.posttype) },
        { name: post.title, address: postAddress(post) },
      ]),
    ],
  })
}

/** A chapter in a reader: '{chapter} · {post}', part of its post. */
export function readerHead(place: HeadPlace, chapter: ReaderChapter): PageHead {
  const post = chapter.comic
  const words = headWords[place.language]
  const numbered = words.chapter(chapter.index)
  const name = chapter.title?.trim() ? `${numbered}: ${chapter.title.trim()}` : numbered
  const image = absolute(place.origin, previewImage(post.banner ?? post.feature))
  const part = partOf(post.posttype, place, post, chapter.index, chapter.title)
  return pageHead(place, {
    title: documentTitle(`${name} · ${post.title}`),
    description: shortDescription(post.description ?? ''),
    type: 'book',
    image,
    jsonLd: [
      {
        ...part,
        isPartOf: {
          '@type': post.posttype === 'comic' ? 'ComicSeries' : 'Book',
          name: post.title,
          url: pageUrl(place.origin, place.language, postAddress(post)),
        },
      } as Chapter,
      breadcrumbs(place, [
        { name: words.sections[post.posttype], address: sectionAddress(post.posttype) },
        { name: post.title, address: postAddress(post) },
        { name, address: place.address },
      ]),
    ],
  })
}

/** A film's episode played on its detail page. */
export function episodeHead(
  place: HeadPlace,
  post: PostDetail,
  index: number,
  title?: string | null,
): PageHead {
  const detail = detailHead(place, post)
  const words = headWords[place.language]
  const name = title?.trim() || words.episode(index)
  return {
    ...detail,
    title: documentTitle(`${name} · ${post.title}`),
    og: { ...detail.og, type: 'video.episode' },
  }
}

/**
 * An address with nothing behind it: named so in the page's language (or as the page says what is
 * missing), kept out of search engines.
 */
export function notFoundHead(place: HeadPlace, name?: string): PageHead {
  return {
    ...pageHead(place, { title: documentTitle(name || headWords[place.language].notFound) }),
    canonical: null,
    alternates: [],
    noindex: true,
  }
}
