import { nextAddress, signIn } from '../../scripts/lib/cluster-client.ts'

/**
 * Sign-ins from one new address, each to the next of `servers` in turn, until one is refused with
 * 429 (or `most` were sent): the number of that try, and its Retry-After. Each is for an email
 * nobody has, so the sign-in throttle's per-account counts never come into it: only the write limit.
 * `claimed` sets the X-Forwarded-For each try sends instead (a visitor naming an address of its own).
 */
export async function signInsUntilRefused(servers: string[], most: number, claimed?: (n: number) => string) {
  const address = nextAddress()
  for (let n = 1; n <= most; n++) {
    const server = servers[(n - 1) % servers.length]!
    const res = await signIn(
      server,
      `nobody-${address}-${n}@example.com`,
      'wrong-password',
      claimed?.(n) ?? address,
    )
    await res.arrayBuffer()
    if (res.status === 429) return { refusedAt: n, retryAfter: res.headers.get('retry-after') }
    if (res.status !== 401) throw new Error(`sign-in ${n}: ${res.status}, expected 401 or 429`)
  }
  return { refusedAt: undefined, retryAfter: null }
}
