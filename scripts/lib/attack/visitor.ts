import { randomBytes } from 'node:crypto'

/** The parts of the API's envelope the attacks read. */
export interface Envelope {
  status?: string
  message?: string
  data?: Record<string, unknown> & { csrf_token?: string; views?: number; like_count?: number }
}

export interface Answer {
  status: number
  headers: Headers
  /** Undefined when the body is not JSON (a crash page, an empty answer). */
  body: Envelope | undefined
}

export interface Post {
  id: number
  slug: string
  title: string
  posttype: string
  views: number
  like_count: number
}

/** A device id of the shape the server accepts (8-64 of [A-Za-z0-9_-]). */
export const newDeviceId = () => randomBytes(16).toString('base64url')

/** Every request gives up after this long: an attack is bounded in time as well as in count. */
const REQUEST_TIMEOUT_MS = 15_000

export async function send(url: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
  const text = await res.text()
  let body: Envelope | undefined
  try {
    body = JSON.parse(text) as Envelope
  } catch {
    body = undefined
  }
  return { status: res.status, headers: res.headers, body }
}

/**
 * One client as the server sees it: an address (sent as X-Forwarded-For, believed because the server
 * trusts the proxy on 127.0.0.1) and, when given, a device id (X-Device-Id).
 */
export class Visitor {
  requests = 0
  readonly api: string
  readonly address: string
  deviceId: string | undefined
  token: string | undefined

  constructor(base: string, address: string, deviceId?: string, lang = 'vi') {
    this.api = `${base}/${lang}/api/v1`
    this.address = address
    this.deviceId = deviceId
  }

  headers(extra: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.address, ...extra }
    if (this.deviceId) headers['x-device-id'] = this.deviceId
    if (this.token) headers.authorization = `Bearer ${this.token}`
    return headers
  }

  request(path: string, init: RequestInit = {}) {
    this.requests++
    return send(this.api + path, { ...init, headers: this.headers(init.headers as Record<string, string>) })
  }

  async csrf(): Promise<string> {
    const answer = await this.request('/auth/csrf_create/')
    const token = answer.body?.data?.csrf_token
    if (answer.status !== 200 || typeof token !== 'string') {
      throw new Error(`csrf_create answered ${answer.status} ${answer.body?.message ?? ''}`)
    }
    return token
  }

  view(post: Post, csrfToken: string) {
    return this.request(`/posts/action/views/${post.posttype}/${post.id}/`, {
      method: 'POST',
      body: new URLSearchParams({ csrf_token: csrfToken }),
    })
  }

  like(post: Post, csrfToken: string, on = true) {
    const form = new FormData()
    form.set('like', on ? '1' : '2')
    form.set('csrf_token', csrfToken)
    return this.request(`/posts/action/like/${post.posttype}/${post.id}`, { method: 'POST', body: form })
  }

  rate(post: Post, csrfToken: string, rating: number) {
    const form = new FormData()
    form.set('rating', String(rating))
    form.set('csrf_token', csrfToken)
    return this.request(`/posts/action/rating/${post.posttype}/${post.id}/`, { method: 'POST', body: form })
  }

  json(path: string, body: unknown) {
    return this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  }
}

/** Posts of the demo catalogue, several of each type, for attacks that must not share a post. */
export async function demoPosts(base: string): Promise<Post[]> {
  const posts: Post[] = []
  for (const posttype of ['movie', 'comic', 'novel', 'game']) {
    const answer = await send(`${base}/vi/api/v1/posts/lists/${posttype}/`)
    const cards = (answer.body?.data ?? []) as unknown as Post[]
    posts.push(...cards.map((card) => ({ ...card, posttype })))
  }
  if (posts.length < 8) throw new Error('the demo catalogue holds too few posts')
  return posts
}

/** A post's counters as the server answers them now (a detail answer is fresh after a write). */
export async function postCounters(base: string, post: Post) {
  const answer = await send(`${base}/vi/api/v1/posts/detail/${post.posttype}/${post.slug}/`)
  const data = answer.body?.data as { views?: number; like_count?: number } | undefined
  if (answer.status !== 200 || typeof data?.views !== 'number' || typeof data.like_count !== 'number') {
    throw new Error(`the detail of ${post.slug} answered ${answer.status}`)
  }
  return { views: data.views, likes: data.like_count }
}

/** Runs `count` tasks, `concurrency` at a time, until done or the deadline passes; returns how many ran. */
export async function inPool(
  count: number,
  concurrency: number,
  deadline: number,
  task: (index: number) => Promise<unknown>,
): Promise<number> {
  let next = 0
  let stopped = false
  const worker = async () => {
    while (!stopped && next < count && Date.now() < deadline) {
      const index = next++
      if ((await task(index)) === 'stop') stopped = true
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return next
}
