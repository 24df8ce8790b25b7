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
  VideoObject,
  WebSite,
  WithContext,
} from 'schema-dts'
import { type Language, languages } from '../languages.ts'
import { RATING_FEWEST_STARS, RATING_STARS } from '../limits.ts'
import { listRoute, pathOf } from '../paths.ts'
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
    type: 'website' | 'video.movie' | 'video.tv_show' | 'video.episode' | 'book'
    /** Absolute, a JPEG or PNG at least 600 px wide: the page's picture, else the site's own. */
    image: string | null
    /** What the picture shows, for those who cannot see it: the page's subject. */
    imageAlt: string | null
    /** The picture's size where it is known: the site's own. */
    imageSize: { width: number; height: number } | null
    /** The site's name: the title of a page with no name of its own. */
    siteName: string
  }
  /** A page not found must not be indexed. */
  noindex: boolean
  /**
   * A page found but kept out of search engines' results, whose links they still follow: the site's
   * own search results (Google asks sites not to have those indexed).
   */
  followOnly?: boolean
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
/** Its size, as scripts/make-icons.ts draws it. */
export const SITE_PREVIEW_SIZE = { width: 1200, height: 630 }

/** The head's meta elements, as the server writes them and the app puts them in the document. */
export function headMeta(head: PageHead): { key: 'name' | 'property'; name: string; content: string }[] {
  const robots = head.noindex ? 'noindex' : head.followOnly ? 'noindex, follow' : null
  const { og } = head
  const locale = OG_LOCALES[head.language]
  type Part = [key: 'name' | 'property', name: string, content: string | number | null]
  const parts: Part[] = [
    ['name', 'description', head.description],
    ['name', 'robots', robots],
    ['property', 'og:type', og.type],
    ['property', 'og:title', head.title],
    ['property', 'og:description', head.description],
    ['property', 'og:image', og.image],
    ['property', 'og:image:alt', og.image ? og.imageAlt : null],
    ['property', 'og:image:width', og.image ? (og.imageSize?.width ?? null) : null],
    ['property', 'og:image:height', og.image ? (og.imageSize?.height ?? null) : null],
    ['property', 'og:url', head.canonical],
    ['property', 'og:locale', locale],
    // The page in the site's other languages: only where it has an address in them.
    ...(head.alternates.length > 0
      ? Object.values(OG_LOCALES)
          .filter((other) => other !== locale)
          .map((other): Part => ['property', 'og:locale:alternate', other])
      : []),
    ['property', 'og:site_name', og.siteName],
    ['name', 'twitter:card', og.image ? 'summary_large_image' : 'summary'],
  ]
  return parts.flatMap(([key, name, content]) =>
    content === null || content === '' ? [] : [{ key, name, content: String(content) }],
  )
}

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
    /** What the page's own picture shows; the site's preview is named with the site's name. */
    imageAlt?: string
    jsonLd?: Thing[]
  },
): PageHead {
  const { language, origin, address } = place
  const own = Boolean(parts.image)
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
      imageAlt: own ? (parts.imageAlt ?? parts.title) : documentTitle(),
      // A media picture is made at most the preview's width, never wider than its file: its size is the file's.
      imageSize: own ? null : SITE_PREVIEW_SIZE,
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

/** What a list of the catalogue (`/list`) shows: a post type's posts, in a sort, perhaps in a category. */
export interface ListQuery {
  posttype: Posttype
  sort: string
  category?: string | undefined
}

/**
 * The list's address in one form, its query in a fixed order with every part named (the sort too,
 * where the app's links may leave the default out): the same list is one page for search engines.
 */
export const listAddress = (list: ListQuery) =>
  `/list?${new URLSearchParams({
    api: pathOf(listRoute, { posttype: list.posttype }),
    ...(list.category ? { category: list.category } : {}),
    sortby: list.sort,
  })}`

/**
 * A list of the catalogue, named after its post type, at its own address (a view-more page's, which
 * its 'Xem thêm' links write) or else at the address of its query.
 */
export function listPageHead(
  place: HeadPlace,
  list: ListQuery,
  first?: PostCard | null,
  address = listAddress(list),
): PageHead {
  const name = headWords[place.language].sections[list.posttype]
  return pageHead(
    { ...place, address },
    { title: documentTitle(name), image: previewImage(first?.banner ?? first?.feature) },
  )
}

/** A page with no head of its own but its name in the tab (sign-in, the account's screens). */
export const titledHead = (place: HeadPlace, name: string) => pageHead(place, { title: documentTitle(name) })

/** The search screen, named with what was searched for. */
export function searchHead(place: HeadPlace, term: string): PageHead {
  const { search } = headWords[place.language]
  // The search's address names its term; its filters and sort are the same page for a search engine.
  const address = term ? `/search?q=${encodeURIComponent(term)}` : '/search'
  return {
    ...pageHead(
      { ...place, address },
      { title: documentTitle(term.trim() ? `${term.trim()} · ${search}` : search) },
    ),
    // A search engine's results should not hold the site's own (Google's guidelines); the posts a
    // search finds are pages of their own, reached through its links.
    followOnly: true,
  }
}

/**
 * A chapter's or episode's name: 'Chương 2: Thành phố', or its number alone when it has no title or
 * its title is that number ('Chương 2', not 'Chương 2: Chương 2').
 */
export function partName(language: Language, posttype: Posttype, index: number, title?: string | null) {
  const words = headWords[language]
  const numbered = posttype === 'movie' ? words.episode(index) : words.chapter(index)
  const own = title?.trim()
  return own && own.toLocaleLowerCase(language) !== numbered.toLocaleLowerCase(language)
    ? `${numbered}: ${own}`
    : numbered
}

/** Where a film's episode plays: its page, with the episode in the address the app reads (`?ep=`). */
const episodeUrl = (place: HeadPlace, post: Pick<PostCard, 'posttype' | 'slug'>, index: number) =>
  `${pageUrl(place.origin, place.language, postAddress(post))}?ep=${index}`

/** A post's chapter or episode as a schema.org part of it. */
function partOf(posttype: Posttype, place: HeadPlace, post: PostCard, index: number, title?: string | null) {
  const words = headWords[place.language]
  const name = title?.trim() || (posttype === 'movie' ? words.episode(index) : words.chapter(index))
  const url =
    posttype === 'movie'
      ? episodeUrl(place, post, index)
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
    // schema.org's rating of who the work is for, as the page shows it (13+, 16+, 18+).
    ...(post.age_rating > 0 && { contentRating: `${post.age_rating}+` }),
    ...(post.rating_count > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating' as const,
        ratingValue: post.rating_avg,
        ratingCount: post.rating_count,
        // The site's own scale (spec §9: 1 to 10 stars), of which the average is one value.
        bestRating: RATING_STARS,
        worstRating: RATING_FEWEST_STARS,
      },
    }),
  }
  const author = post.author ? { '@type': 'Person' as const, name: post.author } : undefined
  // A game's maker is a studio, not a person.
  const studio = post.author ? { '@type': 'Organization' as const, name: post.author } : undefined
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
        author: studio,
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
/** Open Graph's type of a post: a film of several episodes is a series. */
const ogTypeOf = (post: PostDetail) =>
  post.posttype === 'movie' && post.episode_total > 1 ? 'video.tv_show' : ogTypes[post.posttype]

/**
 * A film's video, for search engines' video results: its first episode as the page plays it. Its
 * length is not in the detail, so it is left out rather than guessed; its date is its release year (a film without one has none).
 */
function videoOf(place: HeadPlace, post: PostDetail, image: string | null): VideoObject | null {
  const first = post.first_chapter
  const year = post.release_year[0]?.name
  // Search engines take no video without its picture and date.
  if (post.posttype !== 'movie' || !post.has_video || !first || !image || !year || !/^\d{4}$/.test(year))
    return null
  return {
    '@type': 'VideoObject',
    name:
      post.episode_total > 1
        ? `${post.title} · ${partName(place.language, 'movie', first.index, first.title)}`
        : post.title,
    description: shortDescription(post.description ?? '') || headWords[place.language].site,
    thumbnailUrl: image,
    uploadDate: year,
    embedUrl: episodeUrl(place, post, first.index),
    inLanguage: place.language,
  }
}

/** A post's detail page. */
export function detailHead(place: HeadPlace, post: PostDetail): PageHead {
  const image = absolute(place.origin, previewImage(post.banner ?? post.feature))
  return pageHead(place, {
    title: documentTitle(post.title),
    description: shortDescription(post.description ?? ''),
    type: ogTypeOf(post),
    image,
    imageAlt: post.title,
    jsonLd: [
      postThing(place, post, image),
      ...[videoOf(place, post, image)].filter((video) => video !== null),
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
  const name = partName(place.language, post.posttype, chapter.index, chapter.title)
  const image = absolute(place.origin, previewImage(post.banner ?? post.feature))
  const part = partOf(post.posttype, place, post, chapter.index, chapter.title)
  return pageHead(place, {
    title: documentTitle(`${name} · ${post.title}`),
    description: shortDescription(post.description ?? ''),
    type: 'book',
    image,
    imageAlt: post.title,
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
