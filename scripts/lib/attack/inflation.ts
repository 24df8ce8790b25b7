import type { AttackRow } from './report.ts'
import { newDeviceId, type Post, postCounters, Visitor } from './visitor.ts'

type Outcome = Omit<AttackRow, 'attack' | 'expected'>

export const VIEW_CALLS = 120
export const LIKE_PAIRS = 25

/** How the answers spread over statuses, e.g. "119× 200, 1× 429". */
function tally(statuses: number[]) {
  const counts = new Map<number, number>()
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1)
  return [...counts].map(([status, n]) => `${n}× ${status}`).join(', ')
}

/**
 * 120 view calls for one post from one address: with one device throughout, or a new device id (and
 * token) for every call. The count may move by one at most. Views leave the cached detail as it was,
 * so the count is read from the answers (which carry the post's running total).
 */
export async function viewInflation(
  base: string,
  post: Post,
  address: string,
  rotate: boolean,
): Promise<Outcome> {
  const before = (await postCounters(base, post)).views
  const visitor = new Visitor(base, address, newDeviceId())
  let token = await visitor.csrf()
  const statuses: number[] = []
  let highest = before
  let counted = 0
  for (let i = 0; i < VIEW_CALLS; i++) {
    if (rotate && i > 0) {
      visitor.deviceId = newDeviceId()
      token = await visitor.csrf().catch(() => '')
    }
    const answer = await visitor.view(post, token)
    statuses.push(answer.status)
    const views = answer.body?.data?.views
    if (answer.status === 200 && typeof views === 'number') {
      counted++
      highest = Math.max(highest, views)
    }
  }
  const moved = highest - before
  const bad = statuses.some((s) => s >= 500)
  return {
    requests: visitor.requests,
    happened: `views ${before} → ${highest} (moved ${moved}); answers ${tally(statuses)}${counted ? '' : '; no view was accepted: not measured'}`,
    result: counted > 0 && moved <= 1 && !bad ? 'pass' : 'fail',
  }
}

/**
 * 25 times a fresh anti-forgery token and a like, from one address: without X-Device-Id (the server
 * used to mint a new device for every token), or with a new random X-Device-Id each time.
 */
export async function likeInflation(
  base: string,
  post: Post,
  address: string,
  withDevice: boolean,
): Promise<Outcome> {
  const before = (await postCounters(base, post)).likes
  const visitor = new Visitor(base, address)
  const statuses: number[] = []
  let highest = before
  let accepted = 0
  for (let i = 0; i < LIKE_PAIRS; i++) {
    visitor.deviceId = withDevice ? newDeviceId() : undefined
    const token = await visitor.csrf().catch(() => '')
    const answer = await visitor.like(post, token)
    statuses.push(answer.status)
    const count = answer.body?.data?.like_count
    if (answer.status === 200 && typeof count === 'number') {
      accepted++
      highest = Math.max(highest, count)
    }
  }
  // Likes drop the post's cached detail: it now answers the stored count.
  const after = Math.max(highest, (await postCounters(base, post)).likes)
  const moved = after - before
  const bad = statuses.some((s) => s >= 500)
  return {
    requests: visitor.requests + 2,
    happened: `like_count ${before} → ${after} (moved ${moved}); like answers ${tally(statuses)}${accepted ? '' : '; no like was accepted: not measured'}`,
    result: accepted > 0 && moved <= 1 && !bad ? 'pass' : 'fail',
  }
}
