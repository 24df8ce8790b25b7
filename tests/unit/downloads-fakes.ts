import { stubFetch } from './api-stub.ts'

const keyOf = (request: RequestInfo | URL) =>
  new URL(request instanceof Request ? request.url : String(request), location.href).href

/**
 * The Cache API as the download manager uses it, in memory, with a disk of `quota` bytes: a put that
 * would go past it throws the browser's QuotaExceededError.
 */
export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>()
  quota = Number.POSITIVE_INFINITY

  get used() {
    return [...this.caches.values()].reduce((sum, cache) => sum + cache.bytes, 0)
  }

  async open(name: string) {
    let cache = this.caches.get(name)
    if (!cache) {
      cache = new FakeCache(this)
      this.caches.set(name, cache)
    }
    return cache
  }

  async keys() {
    return [...this.caches.keys()]
  }

  async delete(name: string) {
    return this.caches.delete(name)
  }
}

export class FakeCache {
  readonly files = new Map<string, { body: ArrayBuffer; headers: Headers; status: number }>()
  private readonly storage: FakeCacheStorage
  constructor(storage: FakeCacheStorage) {
    this.storage = storage
  }

  get bytes() {
    return [...this.files.values()].reduce((sum, file) => sum + file.body.byteLength, 0)
  }

  async match(request: RequestInfo | URL) {
    const file = this.files.get(keyOf(request))
    return file ? new Response(file.body.slice(0), { status: file.status, headers: file.headers }) : undefined
  }

  async put(request: RequestInfo | URL, response: Response) {
    const body = await response.arrayBuffer()
    const key = keyOf(request)
    const before = this.files.get(key)?.body.byteLength ?? 0
    if (this.storage.used - before + body.byteLength > this.storage.quota) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
    this.files.set(key, { body, headers: new Headers(response.headers), status: response.status })
  }

  async delete(request: RequestInfo | URL) {
    return this.files.delete(keyOf(request))
  }

  async keys() {
    return [...this.files.keys()].map((url) => new Request(url))
  }
}

export interface FakeChapter {
  index: number
  pages: number
}

export interface FakeStory {
  id: number
  slug: string
  title: string
  /** A film's episodes are its chapters. */
  posttype: 'comic' | 'novel' | 'movie'
  chapters: FakeChapter[]
}

export const story = (
  id: number,
  slug: string,
  pages: number[],
  posttype: FakeStory['posttype'] = 'comic',
) => ({
  id,
  slug,
  title: `Truyện ${id}`,
  posttype,
  chapters: pages.map((count, i) => ({ index: i + 1, pages: count })),
})

export const pageUrl = (slug: string, index: number, page: number) =>
  `/media/comics/${slug}/${index}/${page}.svg?w=800`

/** One page image: a kilobyte of data, so sizes add up in whole numbers. */
export const PAGE_BYTES = 1000

/**
 * The server as the download manager reaches it: stories' chapters, details and chapter lists, and
 * page images. `offline` makes every request fail as a dropped network does; `hold` keeps page
 * images waiting until released (to pause or cancel mid-chapter).
 */
export function fakeServer(stories: FakeStory[]) {
  const requests: string[] = []
  const state = {
    offline: false,
    failAfter: Number.POSITIVE_INFINITY,
    held: [] as (() => void)[],
    hold: false,
  }
  const json = (data: unknown) => Response.json({ status: 'success', data })
  const answer = (url: URL): Response => {
    const path = url.pathname
    for (const s of stories) {
      const post = { id: s.id, slug: s.slug, title: s.title, posttype: s.posttype, feature: null }
      if (path === `/vi/api/v1/posts/detail/${s.posttype}/${s.slug}/`) {
        return json({ ...post, episode_total: s.chapters.length })
      }
      if (path.startsWith(`/vi/api/v1/posts/listchapter/${s.posttype}/${s.id}/paged/`)) {
        const list = s.chapters.map((c) => ({
          id: s.id * 100 + c.index,
          index: c.index,
          title: `Chương ${c.index}`,
        }))
        return Response.json({ status: 'success', data: list, is_next: false, paged: 1 })
      }
      const chapter = s.chapters.find(
        (c) =>
          path ===
          (s.posttype === 'movie'
            ? `/vi/api/v1/posts/chapter/movie/${s.id}/${c.index}`
            : `/vi/api/v1/posts/chapter/${s.posttype}/slug/${s.slug}/${c.index}`),
      )
      if (chapter) {
        const content = Array.from({ length: chapter.pages }, (_, i) => pageUrl(s.slug, chapter.index, i + 1))
        return json({
          id: s.id * 100 + chapter.index,
          index: chapter.index,
          title: `Chương ${chapter.index}`,
          content,
        })
      }
    }
    if (path.startsWith('/media/'))
      return new Response(new Uint8Array(PAGE_BYTES), { headers: { 'content-type': 'image/webp' } })
    return Response.json({ status: 'error', message: 'Not Found' }, { status: 404 })
  }
  stubFetch(async ({ url, init }) => {
    if (state.offline || requests.length >= state.failAfter) {
      // The network drops: this request and every one after it fail, and the browser says so.
      if (!state.offline) setOnline(false)
      state.offline = true
      return new TypeError('Failed to fetch')
    }
    requests.push(`${url.pathname}${url.search}`)
    if (state.hold && url.pathname.startsWith('/media/')) {
      await new Promise<void>((resolve, reject) => {
        state.held.push(resolve)
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      })
    }
    await Promise.resolve()
    return answer(url)
  })
  return {
    requests,
    state,
    release() {
      state.hold = false
      for (const resolve of state.held.splice(0)) resolve()
    },
  }
}

let online = true

/** navigator.onLine and the window's online event, as a phone losing and finding its network. */
export function setOnline(next: boolean) {
  online = next
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
  window.dispatchEvent(new Event(next ? 'online' : 'offline'))
}
