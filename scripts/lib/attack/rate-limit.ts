import type { AttackRow } from './report.ts'
import { type Answer, inPool, newDeviceId, type Post, Visitor } from './visitor.ts'

export const BURST_MAX = 1000
/** The server's message for too many requests, in the language of the /vi address called. */
export const TOO_MANY_VI = 'Quá nhiều yêu cầu, vui lòng thử lại sau.'

/**
 * Likes and take-backs of one post as fast as one address can send them, until the server answers
 * 429 (or 1,000 writes, or 40 seconds). The 429 must say when to come back and carry the envelope in
 * the page's language.
 */
export async function writeBurst(
  base: string,
  post: Post,
  address: string,
): Promise<Omit<AttackRow, 'attack' | 'expected'>> {
  const visitor = new Visitor(base, address, newDeviceId())
  const token = await visitor.csrf()
  let limited: Answer | undefined
  let serverErrors = 0
  const writes = await inPool(BURST_MAX, 8, Date.now() + 40_000, async (i) => {
    const answer = await visitor.like(post, token, i % 2 === 0)
    if (answer.status >= 500) serverErrors++
    if (answer.status === 429) {
      limited ??= answer
      return 'stop'
    }
  })
  if (!limited) {
    return { requests: visitor.requests, happened: `no 429 after ${writes} writes`, result: 'fail' }
  }
  const answer: Answer = limited
  const retryAfter = answer.headers.get('retry-after')
  const problems = [
    retryAfter && Number(retryAfter) > 0 ? '' : 'no Retry-After',
    answer.body?.status === 'error' ? '' : 'no error envelope',
    answer.body?.message === TOO_MANY_VI ? '' : `message ${JSON.stringify(answer.body?.message)}`,
    serverErrors ? `${serverErrors}× 5xx` : '',
  ].filter(Boolean)
  return {
    requests: visitor.requests,
    happened: `429 after ${writes} writes, Retry-After ${retryAfter ?? 'missing'}, message ${JSON.stringify(answer.body?.message)}${problems.length ? ` (${problems.join(', ')})` : ''}`,
    result: problems.length === 0 ? 'pass' : 'fail',
  }
}
