import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitFor } from '../../scripts/lib/local-server.ts'
import { NO_PASSWORD } from '../../server/auth/oidc/members.ts'
import { hashPassword, verifyPassword } from '../../server/auth/passwords.ts'
import { readConfig } from '../../server/config.ts'
import { auditLog, authChallenges, memberIdentities, members } from '../../server/db/schema.ts'
import { oidcCallbackPage } from '../../src/contract/oidc-paths.ts'
import { holdsSecret, pageAddress } from '../../src/contract/page-address.ts'
import { ADMIN_GROUP, OIDC_CLIENT, startProvider, type TestProvider } from '../e2e/oidc-provider.ts'
import { accountClient } from './account-client.ts'
import { nextAddress } from './action-forms.ts'
import { createTestServer, type TestServer } from './harness.ts'

const PUBLIC_URL = 'http://mot.test'
const REDIRECT = `${PUBLIC_URL}${oidcCallbackPage()}`

let provider: TestProvider
let server: TestServer

beforeAll(async () => {
  provider = await startProvider(0, [REDIRECT])
  server = await createTestServer({
    PUBLIC_URL,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: OIDC_CLIENT.id,
    OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
    OIDC_NAME: 'Test ID',
    OIDC_ADMIN_GROUP: ADMIN_GROUP,
  })
}, 60_000)
afterAll(async () => {
  await server?.close()
  await provider?.close()
})

/** The browser's cookies, by site: the provider's session and this site's tie to the sign-in. */
class Jar {
  cookies = new Map<string, string>()
  take(headers: Headers | Record<string, unknown>) {
    const lines =
      headers instanceof Headers
        ? headers.getSetCookie()
        : ([] as string[]).concat((headers['set-cookie'] as string[]) ?? [])
    for (const line of lines) {
      const [pair] = line.split(';')
      const at = pair!.indexOf('=')
      const name = pair!.slice(0, at)
      const value = pair!.slice(at + 1)
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }
  header = () => [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
}

interface Trip {
  /** The query the provider sent the browser back with. */
  search: string
  /** This site's cookies at the way back. */
  site: Jar
}

/** Starts a sign-in on the site, then signs in at the provider as `login`, as a browser would. */
async function tripTo(login: string): Promise<Trip> {
  const site = new Jar()
  const start = await server.app.inject({
    method: 'POST',
    url: '/vi/api/v1/auth/oidc/start',
    headers: { 'x-forwarded-for': nextAddress() },
    payload: { return_to: '/vi/saved' },
  })
  expect(start.statusCode).toBe(200)
  site.take(start.headers)
  let url = new URL(start.json().data.url)
  expect(url.origin).toBe(provider.issuer)
  expect(url.searchParams.get('code_challenge_method')).toBe('S256')
  expect(url.searchParams.get('state')).toBeTruthy()
  expect(url.searchParams.get('nonce')).toBeTruthy()
  const jar = new Jar()
  for (let hop = 0; hop < 20; hop++) {
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } })
    jar.take(res.headers)
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location')!, url)
      if (next.href.startsWith(REDIRECT)) return { search: next.search, site }
      url = next
      continue
    }
    const page = await res.text()
    expect(res.status, page).toBe(200)
    // The provider's development pages: the sign-in form, then the consent form.
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1]
    const form = new URLSearchParams({ prompt: prompt! })
    if (prompt === 'login') {
      form.set('login', login)
      form.set('password', 'anything')
    }
    const posted = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    })
    jar.take(posted.headers)
    url = new URL(posted.headers.get('location')!, url)
  }
  throw new Error('the provider never sent the browser back')
}

const finish = (trip: Trip, lang = 'en') =>
  server.app.inject({
    method: 'POST',
    url: `/${lang}/api/v1/auth/oidc/finish`,
    headers: { cookie: trip.site.header(), 'x-forwarded-for': nextAddress() },
    payload: { search: trip.search },
  })

async function memberRow(email: string) {
  const [row] = await server.db.select().from(members).where(sql`lower(${members.email}) = lower(${email})`)
  return row
}

const auditOf = (memberId: number) =>
  server.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `member:${memberId}`))

describe('signing in with an identity provider', () => {
  it('tells the sign-in screens it is on, and its name', async () => {
    const res = await server.app.inject('/vi/api/v1/auth/oidc')
    expect(res.json().data).toEqual({ enabled: true, name: 'Test ID', password_sign_in: 'everyone' })
  })

  it('makes a member for a new identity with a verified email, and signs it in again later', async () => {
    const trip = await tripTo('newcomer')
    const res = await finish(trip)
    expect(res.statusCode, res.body).toBe(200)
    const data = res.json().data
    expect(data).toMatchObject({
      outcome: 'signed-in',
      user: { email: 'newcomer@example.test', name: 'newcomer at the provider', role: 'member' },
      return_to: '/vi/saved',
    })
    const me = await server.app.inject({
      url: '/en/api/v1/auth/me',
      headers: { authorization: `Bearer ${data.token}` },
    })
    expect(me.json().data.email).toBe('newcomer@example.test')
    const member = (await memberRow('newcomer@example.test'))!
    // A password that can never verify, refused without an error.
    expect(member.passwordHash).toBe(NO_PASSWORD)
    expect(await verifyPassword('anything', NO_PASSWORD)).toBe(false)
    const login = await server.app.inject({
      method: 'POST',
      url: '/en/api/v1/auth/login',
      headers: { 'x-forwarded-for': nextAddress() },
      payload: { email: 'newcomer@example.test', password: 'anything' },
    })
    expect(login.statusCode).toBe(401)
    const actions = (await auditOf(member.id)).map((entry) => entry.action).sort()
    expect(actions).toEqual(['identity.link', 'identity.member-created'])

    // The same identity again: the same member, no new one.
    const again = await finish(await tripTo('newcomer'))
    expect(again.json().data.user.id).toBe(member.id)
    const [identity] = await server.db
      .select()
      .from(memberIdentities)
      .where(eq(memberIdentities.memberId, member.id))
    expect(identity).toMatchObject({ issuer: provider.issuer, subject: 'newcomer' })
    expect(identity!.lastUsedAt).not.toBeNull()
  })

  it('links an existing member only once they confirm with their password', async () => {
    await server.db.insert(members).values({
      name: 'Owner',
      email: 'Owner@Example.test',
      passwordHash: await hashPassword('owner-password'),
    })
    const res = await finish(await tripTo('owner@example.test'))
    expect(res.statusCode, res.body).toBe(200)
    const { outcome, link, email } = res.json().data
    expect(outcome).toBe('confirm-link')
    expect(email).toBe('Owner@Example.test')
    const owner = (await memberRow('owner@example.test'))!
    expect(
      await server.db.select().from(memberIdentities).where(eq(memberIdentities.memberId, owner.id)),
    ).toEqual([])

    const confirm = (password: string) =>
      server.app.inject({
        method: 'POST',
        url: '/vi/api/v1/auth/oidc/link',
        headers: { 'x-forwarded-for': nextAddress() },
        payload: { link, password },
      })
    const wrong = await confirm('not-the-password')
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().message).toBe('Mật khẩu không đúng.')
    const right = await confirm('owner-password')
    expect(right.statusCode, right.body).toBe(200)
    expect(right.json().data).toMatchObject({ outcome: 'signed-in', user: { id: owner.id } })
    // Taken once.
    expect((await confirm('owner-password')).statusCode).toBe(400)
    expect((await auditOf(owner.id)).map((entry) => entry.action)).toEqual(['identity.link'])

    // Now the identity signs the owner in directly, and the account lists it; unlinking is allowed
    // (the member has a password) and audited.
    const direct = await finish(await tripTo('owner@example.test'))
    const token = direct.json().data.token
    expect(direct.json().data.user.id).toBe(owner.id)
    const account = accountClient(server.app, token)
    const list = (await account.get('/account/identities')).json().data
    expect(list).toMatchObject({
      can_unlink: true,
      identities: [{ provider: 'Test ID', email: 'owner@example.test' }],
    })
    const unlink = await account.post(`/account/identities/${list.identities[0].id}/unlink`)
    expect(unlink.statusCode, unlink.body).toBe(200)
    expect((await auditOf(owner.id)).map((entry) => entry.action)).toEqual([
      'identity.link',
      'identity.unlink',
    ])
  })

  it('never links nor makes a member from an unverified email', async () => {
    await server.db.insert(members).values({
      name: 'Target',
      email: 'unverified-target@example.test',
      passwordHash: await hashPassword('x-password'),
    })
    const res = await finish(await tripTo('unverified-target'))
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({
      status: 'error',
      message: 'Your account at the identity provider has no verified email, so it cannot sign you in here.',
    })
    const fresh = await finish(await tripTo('unverified-nobody'))
    expect(fresh.statusCode).toBe(403)
    expect(await memberRow('unverified-nobody@example.test')).toBeUndefined()
    expect(await server.db.select().from(authChallenges).where(eq(authChallenges.kind, 'oidc-link'))).toEqual(
      [],
    )
  })

  it('refuses a wrong state, a state of another browser, and an expired one, with 400', async () => {
    const trip = await tripTo('stateful')
    const forged = new URLSearchParams(trip.search)
    forged.set('state', 'a-state-nobody-made')
    const wrong = await finish({ ...trip, search: `?${forged}` })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe('This sign-in has expired or was already used. Please sign in again.')
    // Another browser (without the cookie the start set) cannot finish it: login CSRF.
    const elsewhere = await finish({ ...trip, site: new Jar() })
    expect(elsewhere.statusCode).toBe(400)

    const late = await tripTo('late')
    await server.db.update(authChallenges).set({ expiresAt: sql`now() - interval '1 second'` })
    expect((await finish(late)).statusCode).toBe(400)
    expect(await memberRow('late@example.test')).toBeUndefined()
  })

  it('refuses a replayed answer (the same state and nonce twice) with 400', async () => {
    const trip = await tripTo('replayer')
    expect((await finish(trip)).statusCode).toBe(200)
    const replay = await finish(trip, 'vi')
    expect(replay.statusCode).toBe(400)
    expect(replay.json().message).toBe(
      'Phiên đăng nhập này đã hết hạn hoặc đã được dùng. Vui lòng đăng nhập lại.',
    )
  })

  it('refuses an expired code with 400, not 500', async () => {
    provider.codeSeconds = 1
    try {
      const trip = await tripTo('slowpoke')
      const code = new URLSearchParams(trip.search).get('code') ?? ''
      // Until the provider itself no longer takes it (a second's life).
      await waitFor('the code to expire', async () => !(await provider.codeActive(code)), 10_000)
      const res = await finish(trip)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe(
        'The identity provider did not confirm this sign-in. Please sign in again.',
      )
    } finally {
      provider.codeSeconds = 60
    }
    expect(await memberRow('slowpoke@example.test')).toBeUndefined()
  })

  it('refuses an answer whose code belongs to another sign-in (a nonce that does not match)', async () => {
    const first = await tripTo('mixer')
    const second = await tripTo('mixer')
    // The second sign-in's state and cookie with the first one's code: its nonce and PKCE do not match.
    const mixed = new URLSearchParams(second.search)
    mixed.set('code', new URLSearchParams(first.search).get('code')!)
    const res = await finish({ ...second, search: `?${mixed}` })
    expect(res.statusCode).toBe(400)
  })

  it('gives the admin role to the admin group, audited', async () => {
    const res = await finish(await tripTo('admin-ada'))
    expect(res.json().data.user.role).toBe('admin')
    const member = (await memberRow('admin-ada@example.test'))!
    expect(member.role).toBe('admin')
    const [grant] = (await auditOf(member.id)).filter((entry) => entry.action === 'identity.grant-admin')
    expect(grant).toMatchObject({ before: { role: 'member' }, after: { role: 'admin', group: ADMIN_GROUP } })
  })

  it('says the provider is down with 503 rather than 500', async () => {
    const down = await createTestServer(
      {
        PUBLIC_URL,
        OIDC_ISSUER: 'http://127.0.0.1:9',
        OIDC_CLIENT_ID: 'x',
        OIDC_CLIENT_SECRET: 'y',
      },
      {},
      server,
    )
    try {
      const res = await down.app.inject({ method: 'POST', url: '/en/api/v1/auth/oidc/start', payload: {} })
      expect(res.statusCode).toBe(503)
      expect(res.json().message).toBe('The identity provider cannot be reached. Please try again later.')
    } finally {
      await down.close()
    }
  })
})

describe('PASSWORD_SIGN_IN=admins', () => {
  it('lets a password sign in admins only, and closes registering', async () => {
    const strict = await createTestServer(
      {
        PUBLIC_URL,
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: OIDC_CLIENT.id,
        OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
        PASSWORD_SIGN_IN: 'admins',
      },
      {},
      server,
    )
    try {
      const hash = await hashPassword('pw-123456')
      await server.db.insert(members).values([
        { name: 'Plain', email: 'plain@example.test', passwordHash: hash },
        { name: 'Boss', email: 'boss@example.test', passwordHash: hash, role: 'admin' },
      ])
      const login = (email: string) =>
        strict.app.inject({
          method: 'POST',
          url: '/en/api/v1/auth/login',
          headers: { 'x-forwarded-for': nextAddress() },
          payload: { email, password: 'pw-123456' },
        })
      const plain = await login('plain@example.test')
      expect(plain.statusCode).toBe(403)
      expect(plain.json().message).toMatch(/only admins sign in with a password/)
      expect((await login('boss@example.test')).statusCode).toBe(200)
      const register = await strict.app.inject({
        method: 'POST',
        url: '/en/api/v1/auth/register',
        headers: { 'x-forwarded-for': nextAddress() },
        payload: { name: 'New', email: 'new@example.test', password: 'pw-123456' },
      })
      expect(register.statusCode).toBe(403)
      expect((await strict.app.inject('/en/api/v1/auth/oidc')).json().data.password_sign_in).toBe('admins')
    } finally {
      await strict.close()
    }
  })
})

describe('the page the provider answers to', () => {
  it('is kept by no cache: its address holds the provider’s code and state', () => {
    expect(holdsSecret(pageAddress('/vi/user/oidc-callback?code=a&state=b'))).toBe(true)
    expect(holdsSecret(pageAddress('/EN//user/oidc-callback/?code=a'))).toBe(true)
  })
})

describe('the configuration', () => {
  const base = { SECRET: 'x'.repeat(32) }
  it('needs all three of the provider’s settings, and PUBLIC_URL', () => {
    expect(() => readConfig({ ...base, OIDC_ISSUER: 'https://id.example' })).toThrow(
      /OIDC_CLIENT_ID: is required[\s\S]*OIDC_CLIENT_SECRET: is required[\s\S]*PUBLIC_URL: is required when OIDC_ISSUER is set/,
    )
    expect(() =>
      readConfig({ ...base, OIDC_ISSUER: 'http://id.example', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' }),
    ).toThrow(/OIDC_ISSUER: must be an https:\/\/ address/)
    expect(() => readConfig({ ...base, PASSWORD_SIGN_IN: 'admins' })).toThrow(
      /PASSWORD_SIGN_IN: admins needs an identity provider/,
    )
    const config = readConfig({
      ...base,
      PUBLIC_URL: 'https://mot.example/',
      OIDC_ISSUER: 'https://id.example',
      OIDC_CLIENT_ID: 'a',
      OIDC_CLIENT_SECRET: 'secret-value',
    })
    expect(config.oidc).toMatchObject({
      redirectUri: 'https://mot.example/vi/user/oidc-callback',
      name: 'id.example',
      groupsClaim: 'groups',
    })
    // A secret is never echoed in an error.
    expect(() =>
      readConfig({
        ...base,
        OIDC_ISSUER: 'https://id.example',
        OIDC_CLIENT_ID: 'a',
        OIDC_CLIENT_SECRET: 'secret-value',
      }),
    ).not.toThrow(/secret-value/)
  })
})
