import { like, type Member, type Post, rate, save } from './cluster-client.ts'

/**
 * A mixed load through nginx: readers asking for varied public addresses as fast as they are
 * answered, and members each writing (likes taken and taken back, ratings, saves to the library
 * sync) at a person's pace, below every write limit. Every write a server acknowledged (2xx) is
 * written down, to be looked for in the database afterwards (cluster-verify.ts).
 */
export interface LoadOptions {
  url: string
  paths: string[]
  members: Member[]
  posts: Post[]
  readers: number
  /** Writes a second per member: the limits allow a member 2 likes and 0.5 ratings a second. */
  writesPerSecond?: number
}

/** A request that did not get a 2xx: when it was sent and when it ended, to compare with a kill. */
export interface Failure {
  method: 'GET' | 'POST'
  path: string
  status: number | string
  sentAt: number
  endedAt: number
}

/** The last write sent per member and post: `known` is false when that one got no 2xx. */
interface Last<T> {
  value: T
  known: boolean
}

export class Ledger {
  likes = new Map<string, Last<boolean> & { memberId: number; postId: number }>()
  ratings = new Map<string, Last<number> & { memberId: number; postId: number }>()
  saved: { memberId: number; postId: number; at: number }[] = []
  acknowledged = 0
}

export interface LoadRun {
  reads: number
  writes: number
  failures: Failure[]
  ledger: Ledger
  /** Requests answered so far (any status). */
  readonly answered: number
  /** Stops sending and waits for the requests under way. */
  stop(): Promise<void>
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!

export function startLoad(options: LoadOptions): LoadRun {
  const { url, paths, members, posts } = options
  const interval = 1000 / (options.writesPerSecond ?? 2)
  let stopping = false
  const run: LoadRun = {
    reads: 0,
    writes: 0,
    failures: [],
    ledger: new Ledger(),
    get answered() {
      return run.reads + run.writes
    },
    stop: async () => {
      stopping = true
      await Promise.all(loops)
    },
  }

  /** Sends one request; true when it was acknowledged. */
  async function send(method: Failure['method'], path: string, request: () => Promise<Response>) {
    const sentAt = Date.now()
    let status: number | string
    try {
      const res = await request()
      // Read to the end: a reply cut off by a dying server is a failure too.
      await res.arrayBuffer()
      status = res.status
    } catch (error) {
      status = String((error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name)
    }
    if (method === 'GET') run.reads += 1
    else run.writes += 1
    const ok = typeof status === 'number' && status >= 200 && status < 300
    if (!ok) run.failures.push({ method, path, status, sentAt, endedAt: Date.now() })
    return ok
  }

  async function reader() {
    while (!stopping) {
      const path = pick(paths)
      await send('GET', path, () => fetch(url + path, { signal: AbortSignal.timeout(15_000) }))
    }
  }

  async function writer(member: Member) {
    const { ledger } = run
    let next = Date.now() + Math.random() * interval
    for (let turn = 0; !stopping; turn++) {
      // A person's pace, not a sleep waiting for something: the next write is due at its slot.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())))
      next += interval
      if (stopping) break
      const post = pick(posts)
      const key = `${member.id}:${post.id}`
      const kind = turn % 5
      if (kind === 0 || kind === 2) {
        const liked = !(ledger.likes.get(key)?.value ?? false)
        const ok = await send('POST', 'like', () => like(url, member, post, liked ? 1 : 2))
        ledger.likes.set(key, { value: liked, known: ok, memberId: member.id, postId: post.id })
        if (ok) ledger.acknowledged += 1
      } else if (kind === 4) {
        const rating = 1 + Math.floor(Math.random() * 10)
        const ok = await send('POST', 'rating', () => rate(url, member, post, rating))
        ledger.ratings.set(key, { value: rating, known: ok, memberId: member.id, postId: post.id })
        if (ok) ledger.acknowledged += 1
      } else {
        const at = Date.now()
        if (await send('POST', 'library sync', () => save(url, member, post, at))) {
          ledger.saved.push({ memberId: member.id, postId: post.id, at })
          ledger.acknowledged += 1
        }
      }
    }
  }

  const loops = [...Array.from({ length: options.readers }, reader), ...members.map(writer)]
  return run
}

/** Sockets a server holds open on its port (ESTABLISHED), read from /proc/net (Linux). */
export async function connectionsOn(port: number): Promise<number> {
  const { readFile } = await import('node:fs/promises')
  const hex = port.toString(16).toUpperCase().padStart(4, '0')
  let held = 0
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const lines = (await readFile(table, 'utf8').catch(() => '')).split('\n').slice(1)
    for (const line of lines) {
      const [, local, , state] = line.trim().split(/\s+/)
      if (local?.endsWith(`:${hex}`) && state === '01') held += 1
    }
  }
  return held
}
