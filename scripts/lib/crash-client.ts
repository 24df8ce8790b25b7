import { mailedRegistrationToken } from './mailed-registration.ts'

/**
 * The crash test's client: a stream of registrations, likes and ratings that records every write the
 * server acknowledged, and every write whose fate is unknown (the server died before answering).
 * A write that got no answer is sent again, as a real client would, once the server is back.
 */
export interface Member {
  email: string
  id: number
  token: string
}
export interface Like {
  postId: number
  memberId?: number
  deviceId?: string
}
export interface Rating {
  postId: number
  memberId: number
  rating: number
}
export interface Post {
  id: number
  posttype: string
  slug: string
}

export class Ledger {
  members: Member[] = []
  /** Confirmations answered 400 (link used) on a retry: the lost first attempt had been written. */
  registeredUnanswered: string[] = []
  likes: Like[] = []
  ratings: Rating[] = []
  /** Likes and ratings sent again after a crash (written once or not at all; never twice). */
  unknownLikes: Like[] = []
  unknownRatings: Rating[] = []
  retries = 0
  serverErrors: string[] = []
}

/** The parts of the API's envelopes this client reads. */
interface Answer {
  message?: string
  data: { token: string; user: { id: number }; csrf_token: string }
}

export const PASSWORD = 'crash-test-password'

/** The envelope of an answer below 500; a body that is not JSON reads as one without data. */
async function readAnswer(res: Response): Promise<Answer> {
  const text = await res.text()
  try {
    return JSON.parse(text) as Answer
  } catch {
    return { message: `not JSON: ${text.slice(0, 80)}`, data: undefined as unknown as Answer['data'] }
  }
}

export class CrashClient {
  #n = 0
  readonly #rated = new Set<string>()
  readonly ledger = new Ledger()

  readonly base: string
  /** Where the server writes its mail: the registration links. */
  readonly outbox: string
  readonly posts: Post[]
  readonly run: string
  readonly waitForServer: () => Promise<void>

  constructor(base: string, outbox: string, posts: Post[], run: string, waitForServer: () => Promise<void>) {
    this.base = base
    this.outbox = outbox
    this.posts = posts
    this.run = run
    this.waitForServer = waitForServer
  }

  get #api() {
    return `${this.base}/vi/api/v1`
  }

  /**
   * Sends until an answer comes, waiting for the server between tries. Returns the answer and whether
   * an earlier try of the same write was lost (so it may already have been written).
   */
  async #send(path: string, init: RequestInit): Promise<{ res: Response; body: Answer; lost: boolean }> {
    let lost = false
    for (let tries = 0; ; tries++) {
      try {
        const res = await fetch(this.#api + path, { ...init, signal: AbortSignal.timeout(15_000) })
        // A 5xx is recorded whatever its body (a proxy's HTML page, nothing at all), before any parsing.
        if (res.status >= 500) {
          this.ledger.serverErrors.push(`${init.method ?? 'GET'} ${path}: ${res.status}`)
          await res.body?.cancel()
        } else return { res, body: await readAnswer(res), lost }
      } catch {
        // The connection broke: the server was killed while this write was in flight.
      }
      lost = true
      this.ledger.retries += 1
      if (tries > 20) throw new Error(`${path}: no answer after ${tries} tries`)
      await this.waitForServer()
    }
  }

  #address() {
    this.#n += 1
    return `10.${(this.#n >> 16) & 255}.${(this.#n >> 8) & 255}.${this.#n & 255}`
  }

  async register() {
    const email = `crash-${this.run}-${++this.#n}@example.com`
    let token: string | undefined
    for (let tries = 0; !token; tries++) {
      const { res, body } = await this.#send('/auth/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': this.#address() },
        body: JSON.stringify({ name: 'Crash Test', email, password: PASSWORD }),
      })
      if (res.status !== 202) throw new Error(`register ${email}: ${res.status} ${body.message}`)
      // The link is mailed just after the answer: a kill in between loses it, and the person registers again.
      token = await mailedRegistrationToken(this.outbox, email, 5000).catch((error: unknown) => {
        if (tries >= 5) throw error
        return undefined
      })
    }
    const { res, body, lost } = await this.#send('/auth/register/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': this.#address() },
      body: JSON.stringify({ token }),
    })
    if (res.status === 201) this.ledger.members.push({ email, id: body.data.user.id, token: body.data.token })
    else if (res.status === 400 && lost) this.ledger.registeredUnanswered.push(email)
    else throw new Error(`confirm ${email}: ${res.status} ${body.message}`)
  }

  async #csrf(deviceId: string): Promise<string> {
    const headers = { 'x-device-id': deviceId, 'x-forwarded-for': this.#address() }
    const { res, body } = await this.#send('/auth/csrf_create/', { headers })
    if (res.status !== 200) throw new Error(`csrf_create: ${res.status} ${body.message}`)
    return body.data.csrf_token
  }

  async like() {
    const post = this.#post()
    const member = Math.random() < 0.5 ? this.#member() : undefined
    const deviceId = `crash-${this.run}-device-${++this.#n}`
    const form = new FormData()
    form.set('like', '1')
    form.set('csrf_token', await this.#csrf(deviceId))
    // Each anonymous like is its own visitor (device and address): one address may like a post once.
    const headers: Record<string, string> = { 'x-device-id': deviceId, 'x-forwarded-for': this.#address() }
    if (member) headers.authorization = `Bearer ${member.token}`
    const like: Like = member ? { postId: post.id, memberId: member.id } : { postId: post.id, deviceId }
    const path = `/posts/action/like/${post.posttype}/${post.id}`
    const { res, body, lost } = await this.#send(path, { method: 'POST', headers, body: form })
    if (res.status !== 200) throw new Error(`like: ${res.status} ${body.message}`)
    this.ledger.likes.push(like)
    if (lost) this.ledger.unknownLikes.push(like)
  }

  async rate() {
    const member = this.#member()
    const post = this.#post()
    const key = `${member?.id}:${post.id}`
    // One rating per member and post, so the value each should hold is known.
    if (!member || this.#rated.has(key)) return this.register()
    this.#rated.add(key)
    const deviceId = `crash-${this.run}-rater-${member.id}`
    const rating = 1 + Math.floor(Math.random() * 10)
    const form = new FormData()
    form.set('rating', String(rating))
    form.set('content', 'Xem lại sau sự cố')
    form.set('csrf_token', await this.#csrf(deviceId))
    const headers = {
      'x-device-id': deviceId,
      authorization: `Bearer ${member.token}`,
      'x-forwarded-for': this.#address(),
    }
    const path = `/posts/action/rating/${post.posttype}/${post.id}/`
    const { res, body, lost } = await this.#send(path, { method: 'POST', headers, body: form })
    if (res.status !== 200) throw new Error(`rating: ${res.status} ${body.message}`)
    const entry = { postId: post.id, memberId: member.id, rating }
    this.ledger.ratings.push(entry)
    if (lost) this.ledger.unknownRatings.push(entry)
  }

  #post() {
    return this.posts[Math.floor(Math.random() * this.posts.length)]!
  }

  #member(): Member | undefined {
    const { members } = this.ledger
    return members[Math.floor(Math.random() * members.length)]
  }
}
