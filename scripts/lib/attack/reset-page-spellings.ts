import { randomBytes } from 'node:crypto'
import type { AttackRow } from './report.ts'

/** Ways to write the reset screen's address that a rule on the exact path would not recognise. */
export const RESET_SPELLINGS = [
  '/vi//user/reset-password',
  '/vi/user//reset-password/',
  '/vi/USER/reset-password',
  '/VI/user/reset-password/',
  '//en/user/reset-password',
]
const REQUEST_TIMEOUT_MS = 15_000

/**
 * A reset link's screen, its address written in ways the server might not read as the reset screen,
 * each asked for twice with a token of its own. Held when every answer is `no-store` and none comes
 * from the server's page cache (which would hand the token's page to whoever asks next).
 */
export async function resetPageSpellings(base: string, address: string) {
  const kept: string[] = []
  let requests = 0
  for (const spelling of RESET_SPELLINGS) {
    const url = `${base}${spelling}?token=${randomBytes(32).toString('base64url')}`
    for (let round = 0; round < 2; round++) {
      const answer = await fetch(url, {
        headers: { 'x-forwarded-for': address, accept: 'text/html' },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      })
      await answer.arrayBuffer()
      requests++
      const cacheControl = answer.headers.get('cache-control')
      if (cacheControl !== 'no-store' || answer.headers.get('x-cache') === 'hit') {
        kept.push(
          `${spelling} (${answer.status}, ${cacheControl}${answer.headers.get('x-cache') ? ', kept' : ''})`,
        )
      }
    }
  }
  return {
    requests,
    happened: kept.length === 0 ? 'every answer no-store, none from the cache' : `kept: ${kept.join('; ')}`,
    result: kept.length === 0 ? 'pass' : 'fail',
  } satisfies Omit<AttackRow, 'attack' | 'expected'>
}
