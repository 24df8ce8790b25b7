import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  ChapterContent,
  Localized,
  StoredMenuEntry,
  StoredModule,
  VideoSource,
} from '../../server/db/schema.ts'
import { seedDemoIfEmpty } from '../../server/demo/seed.ts'
import { rowsOf } from '../../server/posts/rows.ts'
import { sanitizeContent } from '../../server/posts/sanitize.ts'
import { signUp } from './action-forms.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
let seeded: boolean

const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(server.db, query)

beforeAll(async () => {
  server = await createTestServer()
  seeded = await seedDemoIfEmpty(server.db, server.mediaDir)
})
afterAll(() => server.close())

describe('the demo catalogue', () => {
  it('has at least 12 films, comics and novels and 8 games, titled in both languages', async () => {
    expect(seeded).toBe(true)
    const counts = await rows<{ posttype: string; n: number }>(
      sql`select posttype, count(*)::int as n from posts group by posttype`,
    )
    const byType = Object.fromEntries(counts.map((r) => [r.posttype, r.n]))
    expect(byType.movie).toBeGreaterThanOrEqual(12)
    expect(byType.comic).toBeGreaterThanOrEqual(12)
    expect(byType.novel).toBeGreaterThanOrEqual(12)
    expect(byType.game).toBeGreaterThanOrEqual(8)
    const untitled = await rows(sql`select slug from posts
      where coalesce(title->>'vi', '') = '' or coalesce(title->>'en', '') = ''
         or coalesce(description->>'vi', '') = '' or coalesce(description->>'en', '') = ''`)
    expect(untitled).toEqual([])
    const dalat = await rows(sql`select slug from posts where title->>'vi' = 'Tình yêu ở Đà Lạt'`)
    expect(dalat).toHaveLength(1)
  })

  it('does nothing when seeded again', async () => {
    const count = async () =>
      rows(sql`select (select count(*)::int from posts) as posts, (select count(*)::int from chapters) as chapters,
        (select count(*)::int from dashboard_modules) as modules, (select count(*)::int from menu_entries) as menu`)
    const before = await count()
    expect(await seedDemoIfEmpty(server.db, server.mediaDir)).toBe(false)
    expect(await count()).toEqual(before)
  })

  it('has one comic of 60 or more chapters, and 8 to 20 page images a chapter', async () => {
    const long = await rows(sql`select p.slug from posts p join chapters c on c.post_id = p.id
      where p.posttype = 'comic' group by p.slug having count(*) >= 60`)
    expect(long.length).toBeGreaterThanOrEqual(1)
    const pages = await rows<{ min: number; max: number }>(sql`select
      min(jsonb_array_length(c.content->'vi'))::int as min, max(jsonb_array_length(c.content->'vi'))::int as max
      from chapters c join posts p on p.id = c.post_id where p.posttype = 'comic'`)
    expect(pages[0]!.min).toBeGreaterThanOrEqual(8)
    expect(pages[0]!.max).toBeLessThanOrEqual(20)
  })

  it("records each comic page's size, the page's own, and the chapter's answer gives it", async () => {
    const unsized = await rows(sql`select c.id from chapters c join posts p on p.id = c.post_id
      where p.posttype = 'comic' and jsonb_array_length(coalesce(c.page_sizes, '[]')) <> jsonb_array_length(c.content->'vi')`)
    expect(unsized).toEqual([])
    const [first] = await rows<{ id: number; pages: string[] }>(sql`select p.id, c.content->'vi' as pages
      from chapters c join posts p on p.id = c.post_id where p.slug = 'kiem-si-may-troi' and c.index = 1`)
    // The size recorded is what the page's own file says it is.
    const file = await sharp(join(server.mediaDir, first!.pages[0]!)).metadata()
    const answer = await server.app.inject(`/vi/api/v1/posts/chapter/comic/${first!.id}/1`)
    const chapter = answer.json().data
    expect(chapter.page_sizes).toHaveLength(chapter.content.length)
    expect(chapter.page_sizes[0]).toEqual({ width: file.width, height: file.height })
    expect(
      new Set(chapter.page_sizes.map((s: { width: number; height: number }) => s.width / s.height)),
    ).toEqual(new Set([2 / 3]))
    // A film's episode and a novel's chapter have no pages to size.
    const novel = await rows<{ id: number }>(sql`select id from posts where posttype = 'novel' limit 1`)
    const text = await server.app.inject(`/vi/api/v1/posts/chapter/novel/${novel[0]!.id}/1`)
    expect(text.json().data.page_sizes).toBeNull()
  })

  it('has single and multi-episode films, HLS then DASH then a progressive MP4, and one film with no video', async () => {
    const films = await rows<{ slug: string; episodes: number; sources: (VideoSource[] | null)[] }>(sql`
      select p.slug, count(*)::int as episodes, jsonb_agg(c.source order by c.index) as sources
      from posts p join chapters c on c.post_id = p.id where p.posttype = 'movie' group by p.slug`)
    expect(films.some((f) => f.episodes === 1)).toBe(true)
    expect(films.some((f) => f.episodes > 1)).toBe(true)
    const withoutVideo = films.filter((f) => f.sources.every((s) => s === null))
    expect(withoutVideo.length).toBeGreaterThanOrEqual(1)
    for (const film of films.filter((f) => !withoutVideo.includes(f))) {
      for (const source of film.sources) {
        expect(source!.map((s) => s.type)).toEqual(['hls', 'dash', 'mp4'])
        for (const { link } of source!) expect(existsSync(join(server.mediaDir, link)), link).toBe(true)
      }
    }
  })

  it('has novels told in real text, as one HTML string and as blocks, stored sanitized', async () => {
    const chapters = await rows<{ slug: string; content: { vi: ChapterContent; en: ChapterContent } }>(sql`
      select p.slug, c.content from chapters c join posts p on p.id = c.post_id where p.posttype = 'novel'`)
    const kinds = new Set(chapters.map((c) => (Array.isArray(c.content.vi) ? 'pages' : typeof c.content.vi)))
    // Pictures of text would ignore the reading settings and say nothing to a screen reader.
    expect(kinds).toEqual(new Set(['string', 'object']))
    for (const { content } of chapters) {
      for (const lang of ['vi', 'en'] as const) {
        expect(sanitizeContent(content[lang])).toEqual(content[lang])
      }
    }
    const html = chapters.find((c) => typeof c.content.vi === 'string')!
    expect((html.content.vi as string).split('<p>').length).toBeGreaterThan(3)
  })

  it('has Truyện Kiều by Nguyễn Du, whole and laid out as verse, in chapters of real length named each its own way', async () => {
    const chapters = await rows<{ title: Localized; content: { vi: string; en: string } }>(sql`
      select c.title, c.content from chapters c join posts p on p.id = c.post_id
      where p.slug = 'truyen-kieu' order by c.index`)
    /** A chapter's verses: each its own line (a couplet a stanza), as the reader shows them. */
    const versesOf = (html: string) =>
      html
        .split(/<br \/>|<\/p>/)
        .map((line) => line.replace(/<[^>]+>/g, '').trim())
        .filter(Boolean)
    expect(chapters.length).toBeGreaterThanOrEqual(8)
    for (const { title, content } of chapters) {
      // A chapter a reader settles into, not three paragraphs.
      expect(versesOf(content.vi).length, title.vi).toBeGreaterThanOrEqual(150)
      expect(content.vi.length, title.vi).toBeGreaterThanOrEqual(4000)
      // The English site shows the Vietnamese original, said to be Vietnamese.
      expect(versesOf(content.en)).toEqual(versesOf(content.vi))
      expect(content.en).toMatch(/^<div lang="vi">/)
      for (const lang of ['vi', 'en'] as const) expect(sanitizeContent(content[lang])).toEqual(content[lang])
    }
    const verses = chapters.flatMap(({ content }) => versesOf(content.vi))
    expect(verses).toHaveLength(3254)
    expect(verses[0]).toBe('Trăm năm trong cõi người ta')
    expect(verses.at(-1)).toBe('Mua vui cũng được một vài trống canh')
    // Six syllables then eight, all through: no verse lost, doubled or run into the next.
    expect(verses.filter((verse, i) => verse.split(' ').length !== (i % 2 ? 8 : 6))).toEqual([])
    for (const lang of ['vi', 'en'] as const) {
      const titles = chapters.map((chapter) => chapter.title[lang])
      expect(new Set(titles).size, lang).toBe(titles.length)
      expect(
        titles.filter((name) => /^\D*\d+\D*$/.test(name) || name.length < 10),
        lang,
      ).toEqual([])
    }
    const authors = await rows<{ title: string }>(sql`
      select pe.title from post_people pp join people pe on pe.id = pp.person_id
      join posts p on p.id = pp.post_id where p.slug = 'truyen-kieu' and pp.role = 'author'`)
    expect(authors).toEqual([{ title: 'Nguyễn Du' }])
  })

  it('has Alice’s Adventures in Wonderland in its twelve chapters, in English on both sites', async () => {
    const chapters = await rows<{ title: Localized; content: { vi: string; en: string } }>(sql`
      select c.title, c.content from chapters c join posts p on p.id = c.post_id
      where p.slug = 'alice-o-xu-so-than-tien' order by c.index`)
    expect(chapters.map((chapter) => chapter.title.en)).toHaveLength(12)
    expect(chapters[0]!.title.en).toBe('Down the Rabbit-Hole')
    expect(chapters[11]!.title.en).toBe('Alice’s Evidence')
    for (const { title, content } of chapters) {
      expect(content.en.length, title.en).toBeGreaterThanOrEqual(4000)
      expect(content.vi).toBe(`<div lang="en">\n${content.en}\n</div>`)
      for (const lang of ['vi', 'en'] as const) expect(sanitizeContent(content[lang])).toEqual(content[lang])
    }
    // Nothing of the edition it was taken from but the book.
    expect(chapters.filter(({ content }) => /gutenberg|licen[cs]e/i.test(content.en))).toEqual([])
    expect(chapters[0]!.content.en).toMatch(/^<p>Alice was beginning to get very tired/)
  })

  it('gives games an https play link and every post a category and a cover on disk', async () => {
    const games = await rows<{ play_url: string }>(sql`select play_url from posts where posttype = 'game'`)
    for (const game of games) expect(game.play_url).toMatch(/^https:\/\//)
    const uncategorized = await rows(sql`select slug from posts p
      where not exists (select 1 from post_categories pc where pc.post_id = p.id)`)
    expect(uncategorized).toEqual([])
    const covers = await rows<{ feature: string; banner: string }>(sql`select feature, banner from posts`)
    for (const { feature, banner } of covers) {
      expect(existsSync(join(server.mediaDir, feature)), feature).toBe(true)
      expect(existsSync(join(server.mediaDir, banner)), banner).toBe(true)
    }
    const credits = await rows<{ role: string; n: number }>(
      sql`select role, count(*)::int as n from post_people group by role`,
    )
    expect(credits.map((c) => c.role).sort()).toEqual(['actor', 'artist', 'author', 'director', 'studio'])
  })

  it('keeps every counter equal to the rows it counts', async () => {
    const mismatched = await rows(sql`
      select p.slug from posts p where
        p.like_count <> (select count(*) from likes l where l.post_id = p.id)
        or p.rating_total <> coalesce((select sum(rating) from ratings r where r.post_id = p.id), 0)
        or p.rating_count <> (select count(*) from ratings r where r.post_id = p.id)
        or p.episode_total <> (select count(*) from chapters c where c.post_id = p.id)
        or p.views_day <> coalesce((select sum(views) from post_views_daily d
             where d.post_id = p.id and d.day = current_date), 0)
        or p.views_week <> coalesce((select sum(views) from post_views_daily d
             where d.post_id = p.id and d.day > current_date - 7 and d.day <= current_date), 0)
        or p.views < coalesce((select sum(views) from post_views_daily d where d.post_id = p.id), 0)`)
    expect(mismatched).toEqual([])
    const totals = await rows<{ likes: number; ratings: number }>(sql`
      select (select count(*)::int from likes) as likes, (select count(*)::int from ratings) as ratings`)
    expect(totals[0]!.likes).toBeGreaterThan(0)
    expect(totals[0]!.ratings).toBeGreaterThan(0)
  })

  it('ranks trending differently from all-time views', async () => {
    const order = async (column: string) =>
      (
        await rows<{ slug: string }>(
          sql`select slug from posts where posttype = 'movie' order by ${sql.raw(column)} desc, id desc`,
        )
      ).map((r) => r.slug)
    expect(await order('views_day')).not.toEqual(await order('views'))
  })

  it('keeps every post of a top ten playable or readable: a film still to come has no views, likes or ratings', async () => {
    const nothingYet = await rows<{ slug: string; views: number; likes: number; ratings: number }>(sql`
      select p.slug, p.views, p.like_count as likes, p.rating_count as ratings from posts p
      where p.posttype <> 'game' -- a game is played by its link
        and not exists (select 1 from chapters c where c.post_id = p.id and (c.source is not null or c.content is not null))`)
    expect(nothingYet.length).toBeGreaterThanOrEqual(1)
    for (const post of nothingYet) expect(post, post.slug).toMatchObject({ views: 0, likes: 0, ratings: 0 })
    for (const column of ['views_day', 'views_week', 'views', 'like_count', 'rating_total']) {
      const top = await rows<{ slug: string }>(sql`
        select slug from (select slug, row_number() over (partition by posttype order by ${sql.raw(column)} desc, id desc) as rank
        from posts) ranked where rank <= 10`)
      const tops = new Set(top.map((post) => post.slug))
      expect(
        nothingYet.filter((post) => tops.has(post.slug)).map((post) => post.slug),
        column,
      ).toEqual([])
    }
  })

  it('has demo members who cannot sign in', async () => {
    const hashes = await rows<{ password_hash: string }>(sql`select password_hash from members`)
    expect(hashes.length).toBeGreaterThan(0)
    for (const { password_hash } of hashes) expect(password_hash.startsWith('!')).toBe(true)
  })

  it('has demo members the finder finds, with a username, and their reviews on their profile', async () => {
    const { token } = await signUp(server.app, 'finder-demo@example.com', 'secret-password', 'Người tìm')
    const headers = { authorization: `Bearer ${token}` }
    const found = await server.app.inject({ url: '/vi/api/v1/finder/members/?q=thao%20vy', headers })
    expect(found.statusCode).toBe(200)
    expect(found.json().data).toEqual([
      expect.objectContaining({ name: 'Nguyễn Thảo Vy', username: 'thaovy' }),
    ])
    const usernames = await rows<{ n: number }>(
      sql`select count(*)::int as n from members where username is null`,
    )
    // Only the member who just signed up has none.
    expect(usernames[0]!.n).toBe(1)
    const profile = await server.app.inject({ url: '/vi/api/v1/finder/members/thaovy/', headers })
    expect(profile.statusCode).toBe(200)
    const { data } = profile.json()
    expect(data.about).toMatch(/truyện tranh/)
    expect(data.reviews.length).toBeGreaterThan(0)
  })

  it('fills every dashboard and uses every module type', async () => {
    const modules = await rows<{ page: string; module: StoredModule }>(
      sql`select page, module from dashboard_modules order by page, position`,
    )
    expect(new Set(modules.map((m) => m.page))).toEqual(
      new Set(['index', 'movie', 'comic', 'novel', 'game', 'search']),
    )
    expect(new Set(modules.map((m) => m.module.type))).toEqual(
      new Set([
        'slider',
        'itemshorizontal',
        'itemslider',
        'itemslist',
        'itemgrid',
        'blocklabel',
        'space',
        'posttype_slider',
        'itemstab',
        'type_tabs',
      ]),
    )
    const slugs = modules.flatMap((m) =>
      m.module.type === 'slider' ? m.module.items!.map((i) => i.slug!) : [],
    )
    // The demo names no outside site (an example host leads nowhere): every banner opens a page of the
    // site, and there is no chat block.
    expect(slugs.length).toBeGreaterThan(0)
    expect(slugs.every((s) => s.startsWith('/'))).toBe(true)
    for (const { module } of modules) {
      if ('source' in module) expect(module.button?.data.api).toBe(`/posts/lists/${module.source.posttype}/`)
    }
  })

  it('has the side menu of the spec', async () => {
    const entries = await rows<{ entry: StoredMenuEntry }>(
      sql`select entry from menu_entries order by position`,
    )
    const names = entries.map((e) => e.entry.name)
    for (const name of ['logo', 'login', 'user', 'languages', 'movie', 'comic', 'game', 'logout']) {
      expect(names).toContain(name)
    }
    // No chat site: no entry that would lead nowhere.
    expect(names).not.toContain('chat')
    expect(names).toContain('savedContents')
    expect(names).toContain('historyContents')
    const byName = Object.fromEntries(entries.map((e) => [e.entry.name, e.entry]))
    expect(byName.login!.isLogin).toBe(false)
    expect(byName.logout!.isLogin).toBe(true)
    expect(byName.languages!.items!.map((i) => i.label.vi)).toEqual(['Tiếng Việt', 'English'])
    // The four kinds of post, named as the app's menus and dashboards name them, and the finder.
    expect(['movie', 'comic', 'novel', 'game'].map((name) => byName[name]!.label)).toEqual([
      { vi: 'Phim', en: 'Films' },
      { vi: 'Truyện tranh', en: 'Comics' },
      { vi: 'Truyện chữ', en: 'Novels' },
      { vi: 'Trò chơi', en: 'Games' },
    ])
    expect(byName.novel!.url).toBe('/novels')
    expect(byName.finder!.url).toBe('/finder')
    expect(byName.login!.label).toEqual({ vi: 'Đăng nhập', en: 'Log in' })
  })

  it('serves its pictures and films from the media route', async () => {
    const cover = await server.app.inject('/media/covers/tinh-yeu-o-da-lat.svg?w=300')
    expect(cover.statusCode).toBe(200)
    expect((await sharp(cover.rawPayload).metadata()).width).toBe(300)
    const manifest = await server.app.inject('/media/films/pulse/manifest.mpd')
    expect(manifest.statusCode).toBe(200)
    expect(manifest.headers['content-type']).toBe('application/dash+xml')
    expect(manifest.body).toContain('<MPD')
    const playlist = await server.app.inject('/media/films/pulse/master.m3u8')
    expect(playlist.body.startsWith('#EXTM3U')).toBe(true)
    // The progressive copy is served in ranges, as a video element asks for it.
    const copy = await server.app.inject({
      url: '/media/films/pulse/video.mp4',
      headers: { range: 'bytes=0-99' },
    })
    expect(copy.statusCode).toBe(206)
    expect(copy.headers['content-type']).toBe('video/mp4')
  })
})
