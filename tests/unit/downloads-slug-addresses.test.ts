import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { readerChapterResponse } from '../../src/contract/schemas/chapters.ts'
import { cacheNames } from '../../src/shared/cache-names.ts'
import { type FakeStory, fakeServer, pageUrl, story } from './downloads-fakes.ts'
import {
  cacheStorage,
  cardOf,
  chapterAnswer,
  freshAppEachTest,
  kept,
  openApp,
  summariesOf,
} from './downloads-setup.ts'

freshAppEachTest()

/** Where earlier versions kept a chapter's answer: by its story's id. */
const idAnswer = (s: FakeStory, index: number) => `/vi/api/v1/posts/chapter/${s.posttype}/${s.id}/${index}`
const absolute = (path: string) => new URL(path, location.href).href

/**
 * Chapters downloaded by an earlier version, as it left them: the answer under the story's id, with
 * the story in brief, and the record pointing there. The app is then closed.
 */
async function keptByAnEarlierVersion(comic: FakeStory) {
  fakeServer([comic])
  const app = await openApp()
  await app.actions.downloadChapters('vi', cardOf(comic), summariesOf(comic))
  await app.manager.runQueue()
  const cache = await caches.open(cacheNames.downloads)
  for (const record of app.store.getDownloads()) {
    const [current = '', ...rest] = record.files
    const body = await (await cache.match(current))?.json()
    const brief = { id: comic.id, slug: comic.slug, title: comic.title, posttype: comic.posttype }
    await cache.put(
      idAnswer(comic, record.index),
      Response.json({ ...body, data: { ...body.data, comic: brief } }),
    )
    await cache.delete(current)
    await app.store.putDownloads([{ ...record, files: [absolute(idAnswer(comic, record.index)), ...rest] }])
  }
  vi.resetModules()
}

/** The app opened again, by the version that reads chapters by their story's slug. */
async function reopen() {
  vi.resetModules()
  const app = await openApp()
  await app.start.startDownloads()
  return app
}

async function keptAnswer(path: string) {
  const answer = await (await caches.open(cacheNames.downloads)).match(absolute(path))
  return v.parse(readerChapterResponse, await answer?.json()).data
}

describe('chapters downloaded by an earlier version', () => {
  it('are moved to the address by the story slug that the reader asks for, with the story as a card', async () => {
    const comic = story(7, 'robot-ban-banh-mi', [2, 3])
    await keptByAnEarlierVersion(comic)
    expect(kept()).toContain(idAnswer(comic, 1))

    const app = await reopen()

    expect(app.store.getDownloads().map((r) => [r.index, r.status, r.files[0]])).toEqual([
      [1, 'done', absolute(chapterAnswer(comic, 1))],
      [2, 'done', absolute(chapterAnswer(comic, 2))],
    ])
    expect(kept()).toEqual(expect.arrayContaining([chapterAnswer(comic, 1), chapterAnswer(comic, 2)]))
    expect(kept().filter((path) => path.startsWith('/vi/api/v1/posts/chapter/comic/7/'))).toEqual([])
    expect(kept()).toContain(pageUrl(comic.slug, 2, 3))
    const chapter = await keptAnswer(chapterAnswer(comic, 2))
    expect(chapter.comic).toEqual(cardOf(comic))
    expect(chapter.content).toEqual([1, 2, 3].map((page) => pageUrl(comic.slug, 2, page)))

    // Done once: the next start finds nothing to move and keeps everything.
    const before = kept().sort()
    const again = await reopen()
    expect(kept().sort()).toEqual(before)
    expect(again.store.getDownloads().map((r) => r.files)).toEqual(
      app.store.getDownloads().map((r) => r.files),
    )
  })

  it('stay where they were when the copy cannot be made, and are moved at a later start', async () => {
    const comic = story(7, 'robot-ban-banh-mi', [2])
    await keptByAnEarlierVersion(comic)
    cacheStorage.quota = cacheStorage.used

    const full = await reopen()
    expect(kept()).toContain(idAnswer(comic, 1))
    expect(kept()).not.toContain(chapterAnswer(comic, 1))
    expect(full.store.getDownloads()[0]?.files[0]).toBe(absolute(idAnswer(comic, 1)))

    cacheStorage.quota = Number.POSITIVE_INFINITY
    const app = await reopen()
    expect(kept()).toContain(chapterAnswer(comic, 1))
    expect(kept()).not.toContain(idAnswer(comic, 1))
    expect(app.store.getDownloads()[0]?.files[0]).toBe(absolute(chapterAnswer(comic, 1)))
  })

  it('are finished moving when the app closed after the record changed, before the old copy went', async () => {
    const comic = story(7, 'robot-ban-banh-mi', [2])
    await keptByAnEarlierVersion(comic)
    const cache = await caches.open(cacheNames.downloads)
    const old = await cache.match(idAnswer(comic, 1))
    await reopen()
    // The old copy is back, as if its deletion had never happened.
    if (old) await cache.put(idAnswer(comic, 1), old)
    expect(kept()).toContain(idAnswer(comic, 1))

    const app = await reopen()
    expect(kept()).not.toContain(idAnswer(comic, 1))
    expect(kept()).toContain(chapterAnswer(comic, 1))
    expect(app.store.getDownloads()[0]?.files[0]).toBe(absolute(chapterAnswer(comic, 1)))
  })
})
