import { signUpByMail } from './mailed-registration.ts'

/** Real ids, slugs and credentials from the server, so generated requests also reach deep code paths. */
export interface Seeds {
  ids: string[]
  slugs: string[]
  categories: string[]
  actors: string[]
  chapters: string[]
  mediaPaths: string[]
  csrf: string
  deviceId: string
  token: string
  revokedToken: string
  /** Sessions a well-formed logout may end (the main token must outlive the run). */
  spare: string[]
}

export const posttypes = ['movie', 'comic', 'novel', 'game'] as const

interface Card {
  id: number
  slug: string
  episode_total: number
  feature: { path: string } | null
}

/** `outbox`: where the server writes its mail (no SMTP_URL), for the registration links. */
export async function collectSeeds(base: string, outbox: string): Promise<Seeds> {
  const api = `${base}/vi/api/v1`
  const data = async <T>(path: string, init?: RequestInit): Promise<T> => {
    const res = await fetch(api + path, init)
    const body = (await res.json()) as { status: string; data: T; message?: string }
    if (body.status !== 'success') throw new Error(`${path}: ${res.status} ${body.message}`)
    return body.data
  }
  const cards = (await Promise.all(posttypes.map((type) => data<Card[]>(`/posts/lists/${type}/`)))).flat()
  const categories = await Promise.all(
    posttypes.map((type) => data<{ slug: string }[]>(`/${type}/lists/categories/`)),
  )
  const actors = await data<{ slug: string }[]>('/terms/lists/?filter=taxonomy__actor')
  const deviceId = 'fuzz-device-0001'
  const { csrf_token } = await data<{ csrf_token: string }>('/auth/csrf_create/', {
    headers: { 'x-device-id': deviceId },
  })
  let address = 0
  // Each from its own address (honoured when the server trusts X-Forwarded-For), past the sign-up limit.
  const signUp = (email: string) =>
    signUpByMail(
      api,
      outbox,
      { name: 'Fuzz', email, password: 'fuzz-password' },
      { 'x-forwarded-for': `192.0.2.${++address}` },
    )
  const stamp = Date.now().toString(36)
  const { token } = await signUp(`fuzz-${stamp}@example.com`)
  const revoked = await signUp(`fuzz-revoked-${stamp}@example.com`)
  // A server that does not trust X-Forwarded-For limits sign-ups per address: keep what it allows.
  const spare = (
    await Promise.allSettled(
      Array.from(
        { length: 20 },
        async (_, i) => (await signUp(`fuzz-spare-${i}-${stamp}@example.com`)).token,
      ),
    )
  ).flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  await fetch(`${api}/auth/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${revoked.token}` },
  })
  const mediaUrl = (path: string) => new URL(path, base).pathname.replace(/^\/media\//, '')
  return {
    ids: cards.map((c) => String(c.id)),
    slugs: cards.map((c) => c.slug),
    categories: categories.flat().map((c) => c.slug),
    actors: actors.map((a) => a.slug).slice(0, 50),
    chapters: ['1', '2', '3', String(Math.max(1, ...cards.map((c) => c.episode_total)))],
    mediaPaths: cards.flatMap((c) => (c.feature ? [mediaUrl(c.feature.path)] : [])),
    csrf: csrf_token,
    deviceId,
    token,
    revokedToken: revoked.token,
    spare,
  }
}
