import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  detailHead,
  episodeHead,
  headMeta,
  homeHead,
  listHead,
  notFoundHead,
  partName,
  readerHead,
  searchHead,
  sectionHead,
} from '../../src/contract/head/page-head.ts'
import { DESCRIPTION_MAX, plainText, shortDescription } from '../../src/contract/head/plain-text.ts'
import { headWords, SITE_NAME } from '../../src/contract/head/words.ts'
import type { Posttype } from '../../src/contract/posttypes.ts'
import { readerChapterSchema } from '../../src/contract/schemas/chapters.ts'
import { postDetailSchema } from '../../src/contract/schemas/detail.ts'
import { schemaOrgTypes } from './schema-org.ts'

const origin = 'https://mot.example'
const vi = (address: string) => ({ language: 'vi' as const, origin, address })
const en = (address: string) => ({ language: 'en' as const, origin, address })

const longText = `<p>Một cậu bé &amp; chú robot <b>đi tìm</b> ngôi nhà&nbsp;mới.</p>${' Họ đi qua những thành phố bỏ hoang.'.repeat(8)}`

const post = (posttype: Posttype, more: Record<string, unknown> = {}) =>
  v.parse(postDetailSchema, {
    id: 1,
    slug: 'robot',
    title: 'Robot & "Bạn"',
    posttype,
    description: longText,
    feature: { path: '/media/covers/robot.svg', resizable: true },
    categories: [{ id: 1, name: 'Phiêu lưu', slug: 'phieu-luu' }],
    release_year: [{ name: '2024' }],
    rating_count: 3,
    rating_avg: 4.5,
    episode_total: 12,
    author: 'Tác giả',
    actors: [{ id: 1, title: 'Diễn viên', slug: 'dien-vien' }],
    first_chapter: { index: 1, title: 'Khởi đầu' },
    last_chapter: { index: 12, title: '' },
    ...more,
  })

describe('a description', () => {
  it('is plain text: tags dropped, entities decoded, white space run together', () => {
    expect(plainText('<p>A&amp;B&nbsp;&lt;C&gt; &#7885; &#x1EB9;</p>\n<script>x()</script><p>D</p>')).toBe(
      'A&B <C> ọ ẹ D',
    )
  })

  it('is cut at a word before 160 characters', () => {
    const text = shortDescription(longText)
    expect(text.length).toBeLessThan(DESCRIPTION_MAX)
    expect(text.endsWith('…')).toBe(true)
    expect(plainText(longText).startsWith(text.slice(0, -1))).toBe(true)
    // The cut falls between words.
    expect(plainText(longText)[text.length - 1]).toMatch(/[\s.]/)
    expect(shortDescription('<i>Ngắn</i>')).toBe('Ngắn')
  })
})

describe('the fixed words', () => {
  it('are the app’s own Vietnamese words', () => {
    const catalogue = readFileSync('src/locales/vi/messages.po', 'utf8')
    const translated = (id: string) => new RegExp(`\\nmsgid "${id}"\\nmsgstr "([^"]*)"`).exec(catalogue)?.[1]
    const words = headWords.vi
    expect(words.sections).toEqual({
      movie: translated('Films'),
      comic: translated('Comics'),
      novel: translated('Novels'),
      game: translated('Games'),
    })
    expect(words.home).toBe(translated('Home'))
    expect(words.search).toBe(translated('Search'))
    expect(words.notFound).toBe(translated('Page not found'))
    expect(words.chapter(3)).toBe(translated('Chapter {index}')?.replace('{index}', '3'))
    expect(words.episode(3)).toBe(translated('Episode {index}')?.replace('{index}', '3'))
    expect(readFileSync('index.html', 'utf8')).toContain(`<title>${SITE_NAME}</title>`)
    expect(readFileSync('index.html', 'utf8')).toContain(`content="${words.site}"`)
  })
})

describe('each page’s head', () => {
  it('the home: the site, with its search, in both languages', () => {
    const head = homeHead(en('/'), { path: '/media/banners/wide.svg', resizable: true })
    expect(head.title).toBe('Mọt')
    expect(head.description).toBe(headWords.en.site)
    expect(head.canonical).toBe('https://mot.example/en')
    expect(head.alternates).toEqual([
      { hreflang: 'vi', href: 'https://mot.example/vi' },
      { hreflang: 'en', href: 'https://mot.example/en' },
      { hreflang: 'x-default', href: 'https://mot.example/vi' },
    ])
    expect(head.og.image).toBe('https://mot.example/media/banners/wide.svg?w=1200&format=jpeg')
    expect(schemaOrgTypes(head.jsonLd)).toEqual(['WebSite'])
    expect(JSON.stringify(head.jsonLd)).toContain('https://mot.example/en/search?q={q}')
  })

  it('a section, a category and an actor: named in the language, under the home', () => {
    expect(sectionHead(vi('/comics'), 'comic').title).toBe('Truyện tranh · Mọt')
    expect(sectionHead(en('/movies'), 'movie').title).toBe('Films · Mọt')
    expect(schemaOrgTypes(sectionHead(vi('/comics'), 'comic').jsonLd)).toEqual(['BreadcrumbList'])
    const category = listHead(vi('/comic/category/phieu-luu'), 'Phiêu lưu', post('comic'), 'comic')
    expect(category.title).toBe('Phiêu lưu · Mọt')
    expect(category.og.image).toBe('https://mot.example/media/covers/robot.svg?w=1200&format=jpeg')
    expect(schemaOrgTypes(category.jsonLd)).toEqual(['BreadcrumbList'])
  })

  it.each([
    ['movie', 'video.tv_show', 'TVSeries'],
    ['comic', 'book', 'ComicSeries'],
    ['novel', 'book', 'Book'],
    ['game', 'website', 'VideoGame'],
  ] as const)(
    "a %s's detail page: its title, description, preview and what it is",
    (posttype, ogType, type) => {
      const head = detailHead(vi(`/${posttype}/robot`), post(posttype))
      expect(head.title).toBe('Robot & "Bạn" · Mọt')
      expect(head.description).toBe(shortDescription(longText))
      expect(head.canonical).toBe(`https://mot.example/vi/${posttype}/robot`)
      expect(head.alternates.map((link) => link.href)).toEqual([
        `https://mot.example/vi/${posttype}/robot`,
        `https://mot.example/en/${posttype}/robot`,
        `https://mot.example/vi/${posttype}/robot`,
      ])
      expect(head.og).toEqual({
        type: ogType,
        image: 'https://mot.example/media/covers/robot.svg?w=1200&format=jpeg',
        imageAlt: 'Robot & "Bạn"',
        imageSize: null,
        siteName: 'Mọt',
      })
      expect(head.noindex).toBe(false)
      expect(schemaOrgTypes(head.jsonLd)).toEqual([type, 'BreadcrumbList'])
    },
  )

  it('a single film is a Movie; an episode names itself', () => {
    const film = post('movie', { episode_total: 1, last_chapter: null })
    expect(schemaOrgTypes(detailHead(vi('/movie/robot'), film).jsonLd)[0]).toBe('Movie')
    expect(detailHead(vi('/movie/robot'), film).og.type).toBe('video.movie')
    const episode = episodeHead(en('/movie/robot'), post('movie'), 2)
    expect(episode.title).toBe('Episode 2 · Robot & "Bạn" · Mọt')
    expect(episode.og.type).toBe('video.episode')
  })

  it("a reader: the chapter's title and its story's", () => {
    const chapter = v.parse(readerChapterSchema, {
      id: 9,
      index: 2,
      title: 'Thành phố',
      content: null,
      comic: post('novel'),
    })
    const head = readerHead(vi('/novel/robot/2'), chapter)
    expect(head.title).toBe('Chương 2: Thành phố · Robot & "Bạn" · Mọt')
    expect(head.canonical).toBe('https://mot.example/vi/novel/robot/2')
    expect(schemaOrgTypes(head.jsonLd)).toEqual(['Chapter', 'BreadcrumbList'])
  })

  it('search: the term searched for', () => {
    expect(searchHead(vi('/search?q=robot'), 'robot').title).toBe('robot · Tìm kiếm · Mọt')
    expect(searchHead(en('/search'), '').title).toBe('Search · Mọt')
    expect(searchHead(vi('/search?q=robot'), 'robot').canonical).toBe('https://mot.example/vi/search?q=robot')
  })

  it('a page not found: named so, kept out of search engines', () => {
    const head = notFoundHead(en('/comic/nothing'))
    expect(head).toMatchObject({
      title: 'Page not found · Mọt',
      noindex: true,
      canonical: null,
      alternates: [],
    })
    expect(notFoundHead(vi('/x')).title).toBe('Trang không tồn tại · Mọt')
  })
})

describe('what search engines and link previews read', () => {
  const thing = (head: { jsonLd: unknown[] }, type: string) =>
    head.jsonLd.find((block) => (block as { '@type': string })['@type'] === type) as Record<string, unknown>

  it('a rating on the site’s own scale: 1 to 10 stars', () => {
    const head = detailHead(vi('/movie/robot'), post('movie', { rating_avg: 8.67 }))
    schemaOrgTypes(head.jsonLd)
    expect(thing(head, 'TVSeries').aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 8.67,
      ratingCount: 3,
      bestRating: 10,
      worstRating: 1,
    })
  })

  it('who a post is for, as schema.org’s contentRating: 13+ and over only', () => {
    expect(
      thing(detailHead(vi('/comic/robot'), post('comic', { age_rating: 18 })), 'ComicSeries'),
    ).toMatchObject({
      contentRating: '18+',
    })
    expect(
      thing(detailHead(vi('/comic/robot'), post('comic', { age_rating: 0 })), 'ComicSeries'),
    ).not.toHaveProperty('contentRating')
    expect(thing(detailHead(vi('/comic/robot'), post('comic')), 'ComicSeries')).not.toHaveProperty(
      'contentRating',
    )
  })

  it('a film’s episodes are linked as the app reads them (`?ep=`), and its first is its video', () => {
    const head = detailHead(vi('/movie/robot'), post('movie', { has_video: true }))
    expect(schemaOrgTypes(head.jsonLd)).toEqual(['TVSeries', 'VideoObject', 'BreadcrumbList'])
    const episodes = (thing(head, 'TVSeries').episode as { url: string }[]).map((episode) => episode.url)
    expect(episodes).toEqual([
      'https://mot.example/vi/movie/robot?ep=1',
      'https://mot.example/vi/movie/robot?ep=12',
    ])
    expect(thing(head, 'VideoObject')).toMatchObject({
      name: 'Robot & "Bạn" · Tập 1: Khởi đầu',
      description: shortDescription(longText),
      thumbnailUrl: 'https://mot.example/media/covers/robot.svg?w=1200&format=jpeg',
      uploadDate: '2024',
      embedUrl: 'https://mot.example/vi/movie/robot?ep=1',
    })
    // A film with nothing to play, or no date, has no video to show in results.
    expect(schemaOrgTypes(detailHead(vi('/movie/robot'), post('movie')).jsonLd)).not.toContain('VideoObject')
    const undated = post('movie', { has_video: true, release_year: [] })
    expect(schemaOrgTypes(detailHead(vi('/movie/robot'), undated).jsonLd)).not.toContain('VideoObject')
  })

  it('a game is made by a studio; a book by a person', () => {
    expect(thing(detailHead(vi('/game/robot'), post('game')), 'VideoGame').author).toEqual({
      '@type': 'Organization',
      name: 'Tác giả',
    })
    expect(thing(detailHead(vi('/novel/robot'), post('novel')), 'Book').author).toEqual({
      '@type': 'Person',
      name: 'Tác giả',
    })
  })

  it('a chapter titled with its own number is named once', () => {
    const chapter = (title: string) =>
      v.parse(readerChapterSchema, { id: 9, index: 1, title, content: null, comic: post('comic') })
    const head = readerHead(vi('/comic/robot/1'), chapter('Chương 1'))
    expect(head.title).toBe('Chương 1 · Robot & "Bạn" · Mọt')
    const trail = thing(head, 'BreadcrumbList').itemListElement as { name: string }[]
    expect(trail.map((step) => step.name)).toEqual(['Trang chủ', 'Truyện tranh', 'Robot & "Bạn"', 'Chương 1'])
    expect(readerHead(en('/comic/robot/1'), chapter('chapter 1')).title).toBe(
      'Chapter 1 · Robot & "Bạn" · Mọt',
    )
    expect(partName('vi', 'comic', 1, 'Mở đầu')).toBe('Chương 1: Mở đầu')
  })

  it('the preview names its picture, its size where known, and the page’s other language', () => {
    const meta = (head: Parameters<typeof headMeta>[0]) =>
      Object.fromEntries(headMeta(head).map(({ name, content }) => [name, content]))
    const section = meta(sectionHead(vi('/comics'), 'comic'))
    expect(section).toMatchObject({
      'og:image': 'https://mot.example/images/site-preview.png',
      'og:image:alt': 'Mọt',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:locale': 'vi_VN',
      'og:locale:alternate': 'en_US',
    })
    const detail = meta(detailHead(en('/comic/robot'), post('comic')))
    expect(detail['og:image:alt']).toBe('Robot & "Bạn"')
    expect(detail['og:locale:alternate']).toBe('vi_VN')
    expect(detail['og:image:width']).toBeUndefined()
    // A page not found has no address in another language.
    expect(meta(notFoundHead(en('/x')))['og:locale:alternate']).toBeUndefined()
  })

  it('search results are kept out of results but their links are followed; a page not found is kept out', () => {
    const robots = (head: Parameters<typeof headMeta>[0]) =>
      headMeta(head).find((part) => part.name === 'robots')?.content
    expect(robots(searchHead(vi('/search?q=robot'), 'robot'))).toBe('noindex, follow')
    expect(searchHead(vi('/search?q=robot'), 'robot').noindex).toBe(false)
    expect(robots(notFoundHead(vi('/x')))).toBe('noindex')
    expect(robots(homeHead(vi('/')))).toBeUndefined()
  })
})
