import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  detailHead,
  episodeHead,
  homeHead,
  listHead,
  notFoundHead,
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
    ['movie', 'video.movie', 'TVSeries'],
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
        siteName: 'Mọt',
      })
      expect(head.noindex).toBe(false)
      expect(schemaOrgTypes(head.jsonLd)).toEqual([type, 'BreadcrumbList'])
    },
  )

  it('a single film is a Movie; an episode names itself', () => {
    const film = post('movie', { episode_total: 1, last_chapter: null })
    expect(schemaOrgTypes(detailHead(vi('/movie/robot'), film).jsonLd)[0]).toBe('Movie')
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
