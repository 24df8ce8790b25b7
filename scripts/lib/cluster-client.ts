import { signUpByMail } from './mailed-registration.ts'

/**
 * A member's calls to any one server of a cluster, or to nginx in front of them (docs/api.md): every
 * server shares the SECRET, so a token made by one is good on all.
 */
export interface Member {
  id: number
  email: string
  token: string
  deviceId: string
  /** Anti-forgery token bound to the device, asked for once (valid a day). */
  csrf: string
}
export interface Post {
  id: number
  slug: string
  posttype: string
}
export interface Counters {
  like_count: number
  rating_count: number
  rating_total: number
}

export const PASSWORD = 'cluster-password'
const api = (base: string) => `${base}/vi/api/v1`
const timeout = () => AbortSignal.timeout(15_000)

async function data<T>(res: Response, what: string): Promise<T> {
  const body = (await res.json().catch(() => ({}))) as { data?: T; message?: string }
  if (!res.ok || body.data === undefined) throw new Error(`${what}: ${res.status} ${body.message ?? ''}`)
  return body.data
}

let visitor = 0
/** A new visitor's address (a documentation range), believed from loopback (TRUST_PROXY=loopback). */
export const nextAddress = () => {
  visitor += 1
  return `198.51.${(visitor >> 8) & 255}.${visitor & 255}`
}

export async function csrfToken(base: string, deviceId: string, address = nextAddress()) {
  const res = await fetch(`${api(base)}/auth/csrf_create/`, {
    headers: { 'x-device-id': deviceId, 'x-forwarded-for': address },
    signal: timeout(),
  })
  return (await data<{ csrf_token: string }>(res, 'csrf_create')).csrf_token
}

/** A new member, registered on `server` (the link mailed to its outbox opened). */
export async function signUp(server: { url: string; outbox: string }, email: string): Promise<Member> {
  const base = server.url
  const { token, user } = await signUpByMail(
    api(base),
    server.outbox,
    { name: 'Thành viên', email, password: PASSWORD },
    { 'x-forwarded-for': nextAddress() },
  )
  const deviceId = `cluster-device-${user.id}-${Date.now()}`
  return { id: user.id, email, token, deviceId, csrf: await csrfToken(base, deviceId) }
}

/** One sign-in; the answer as it came (a 401, a 429 with Retry-After…). */
export function signIn(base: string, email: string, password: string, address: string) {
  return fetch(`${api(base)}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password, remember: false }),
    signal: timeout(),
  })
}

/** Signs in and takes over the session: the member's calls then use this token. */
export async function signInAs(base: string, member: Member, address = nextAddress()) {
  const res = await signIn(base, member.email, PASSWORD, address)
  member.token = (await data<{ token: string }>(res, `sign-in ${member.email}`)).token
}

function memberHeaders(member: Member) {
  return { authorization: `Bearer ${member.token}`, 'x-device-id': member.deviceId }
}

/** `like` 1 likes, 2 takes the like back. */
export function like(base: string, member: Member, post: Post, value: 1 | 2) {
  const form = new FormData()
  form.set('like', String(value))
  form.set('csrf_token', member.csrf)
  return fetch(`${api(base)}/posts/action/like/${post.posttype}/${post.id}`, {
    method: 'POST',
    headers: memberHeaders(member),
    body: form,
    signal: timeout(),
  })
}

export function rate(base: string, member: Member, post: Post, rating: number) {
  const form = new FormData()
  form.set('rating', String(rating))
  form.set('content', '')
  form.set('csrf_token', member.csrf)
  return fetch(`${api(base)}/posts/action/rating/${post.posttype}/${post.id}/`, {
    method: 'POST',
    headers: memberHeaders(member),
    body: form,
    signal: timeout(),
  })
}

/** Saves a post to the member's library, as a device's sync sends it. */
export function save(base: string, member: Member, post: Post, at: number) {
  return fetch(`${api(base)}/library/sync/`, {
    method: 'POST',
    headers: { ...memberHeaders(member), 'content-type': 'application/json' },
    body: JSON.stringify({ changes: [{ list: 'saved', id: post.id, at }], csrf_token: member.csrf }),
    signal: timeout(),
  })
}

/** A post's counters as one server shows them (from its public cache when it holds the page). */
export async function counters(base: string, post: Post): Promise<Counters> {
  const res = await fetch(`${api(base)}/posts/detail/${post.posttype}/${post.slug}/`, { signal: timeout() })
  const { like_count, rating_count, rating_total } = await data<Counters>(res, `detail ${post.slug}`)
  return { like_count, rating_count, rating_total }
}

/** A few posts of each type: few enough that writes of different members meet on the same rows. */
export async function pickPosts(base: string, perType = 2): Promise<Post[]> {
  const posts: Post[] = []
  for (const posttype of ['movie', 'comic', 'novel', 'game']) {
    const res = await fetch(`${api(base)}/posts/lists/${posttype}/`, { signal: timeout() })
    const cards = await data<{ id: number; slug: string }[]>(res, `list of ${posttype}`)
    posts.push(...cards.slice(0, perType).map(({ id, slug }) => ({ id, slug, posttype })))
  }
  return posts
}
