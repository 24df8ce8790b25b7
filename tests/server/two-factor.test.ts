import { and, desc, eq, like } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renewRecoveryCodes } from '../../server/auth/totp.ts'
import { auditLog, authChallenges, members, passkeys } from '../../server/db/schema.ts'
import { accountClient } from './account-client.ts'
import { csrfToken, nextAddress, signUp, signUpAdmin } from './action-forms.ts'
import { createTestServer, type TestServer } from './harness.ts'
import { SoftAuthenticator } from './passkey-authenticator.ts'

/*
 * Two-factor sign-in (issue 50): codes are computed here with otpauth from the secret the server
 * showed, as an authenticator app would; passkeys' ceremonies as far as a server test reaches
 * (their whole way is tests/e2e/two-factor.spec.ts, with Chromium's virtual authenticator).
 */

let server: TestServer
beforeAll(async () => {
  server = await createTestServer(
    { PUBLIC_URL: 'https://mot.example' },
    {
      writeLimits: {
        account: { perAddress: 1000, perMember: 1000 },
        login: { perAddress: 1000, perMember: 1000 },
      },
    },
  )
})
afterAll(() => server.close())

// Every sign-in costs a real scrypt hash.
const HASHING = { timeout: 120_000 }
const PASSWORD = 'secret-password'

const post = (path: string, payload: unknown, address = nextAddress(), lang = 'en') =>
  server.app.inject({
    method: 'POST',
    url: `/${lang}/api/v1${path}`,
    headers: { 'x-forwarded-for': address },
    payload: payload as Record<string, unknown>,
  })
const login = (email: string, address = nextAddress(), remember = false) =>
  post('/auth/login', { email, password: PASSWORD, remember }, address)

const codeAt = (secret: string, timestamp = Date.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp })

/** A member with two-factor sign-in on: their secret and recovery codes. */
async function enrolled(email: string) {
  const { token, user } = await signUp(server.app, email, PASSWORD)
  const client = accountClient(server.app, token)
  const started = await client.post('/account/two-factor/start/')
  expect(started.statusCode).toBe(200)
  const { secret, uri } = started.json().data as { secret: string; uri: string }
  expect(uri).toMatch(/^otpauth:\/\/totp\//)
  const confirmed = await client.post('/account/two-factor/confirm/', { code: codeAt(secret) })
  expect(confirmed.statusCode).toBe(200)
  const codes = confirmed.json().data.recovery_codes as string[]
  return { token, user, client, secret, codes }
}

describe('two-factor sign-in', HASHING, () => {
  it('enrols with a first code: ten recovery codes, audited, and sign-in asks for a code', async () => {
    const { user, client, codes } = await enrolled('enrol@example.com')
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    const status = (await client.get('/account/two-factor/')).json().data
    expect(status).toMatchObject({ enabled: true, recovery_codes_left: 10, required: false, passkeys: [] })
    const [entry] = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `member:${user.id}`))
      .orderBy(desc(auditLog.id))
    expect(entry).toMatchObject({ action: 'account.two-factor.enable', memberId: user.id })

    const answer = await login('enrol@example.com')
    expect(answer.statusCode).toBe(200)
    const data = answer.json().data
    expect(data.token).toBeUndefined()
    expect(data.second_factor.token).toMatch(/^[\w-]{43}$/)
  })

  it('keeps the spec’s answer for members without it', async () => {
    await signUp(server.app, 'plain@example.com', PASSWORD)
    const data = (await login('plain@example.com')).json().data
    expect(Object.keys(data).sort()).toEqual(['expires_at', 'token', 'user'])
  })

  it('signs in with a code, never the same code twice, and carries remember me through', async () => {
    const { secret } = await enrolled('codes@example.com')
    // Enrolling took this step's code: the next step's (an app a little ahead) is within ±1 step.
    const code = codeAt(secret, Date.now() + 30_000)
    const step = (await login('codes@example.com', nextAddress(), true)).json().data.second_factor
    const signedIn = await post('/auth/login/second-factor', { token: step.token, code })
    expect(signedIn.statusCode).toBe(200)
    const session = signedIn.json().data
    expect(session.user.email).toBe('codes@example.com')
    // Remembered: a 30-day session.
    expect(new Date(session.expires_at).getTime() - Date.now()).toBeGreaterThan(20 * 24 * 3600_000)
    // The step is used up.
    expect((await post('/auth/login/second-factor', { token: step.token, code })).statusCode).toBe(400)

    const again = (await login('codes@example.com')).json().data.second_factor
    const replay = await post('/auth/login/second-factor', { token: again.token, code })
    expect(replay.statusCode).toBe(401)
    expect(replay.json()).toEqual({ status: 'error', message: 'The code is incorrect' })
    // Nor an older one, right as it is.
    expect(
      (await post('/auth/login/second-factor', { token: again.token, code: codeAt(secret) })).statusCode,
    ).toBe(401)
  })

  it('takes each recovery code once', async () => {
    const { client, codes } = await enrolled('recovery@example.com')
    const first = (await login('recovery@example.com')).json().data.second_factor
    const used = await post('/auth/login/second-factor', {
      token: first.token,
      code: codes[0]!.toUpperCase(),
    })
    expect(used.statusCode).toBe(200)
    const second = (await login('recovery@example.com')).json().data.second_factor
    expect(
      (await post('/auth/login/second-factor', { token: second.token, code: codes[0] })).statusCode,
    ).toBe(401)
    expect(
      (await post('/auth/login/second-factor', { token: second.token, code: codes[1] })).statusCode,
    ).toBe(200)
    expect((await client.get('/account/two-factor/')).json().data.recovery_codes_left).toBe(8)
  })

  it('counts wrong codes in the sign-in throttle, and ends a step after five', async () => {
    await enrolled('throttled@example.com')
    const address = nextAddress()
    const step = (await login('throttled@example.com', address)).json().data.second_factor
    const answers: number[] = []
    for (let i = 0; i < 5; i++)
      answers.push(
        (await post('/auth/login/second-factor', { token: step.token, code: '000000' }, address)).statusCode,
      )
    expect(answers).toEqual([401, 401, 401, 401, 400])
    expect(
      await server.db.select().from(authChallenges).where(eq(authChallenges.kind, 'second-factor')),
    ).not.toContainEqual(expect.objectContaining({ memberId: step.memberId }))
    // Five wrong codes from this address are five wrong passwords: its sign-ins are refused for now.
    const blocked = await login('throttled@example.com', address)
    expect(blocked.statusCode).toBe(429)
    // Not the owner's from elsewhere.
    expect((await login('throttled@example.com')).statusCode).toBe(200)
  })

  it('refuses bad input with 4xx and the envelope', async () => {
    const { token } = await signUp(server.app, 'bad-input@example.com', PASSWORD)
    const client = accountClient(server.app, token)
    for (const payload of [
      {},
      { token: 'short', code: '123456' },
      { token: 'a'.repeat(43), code: 'not a code!' },
      { token: 'a'.repeat(43), code: 12 },
      { token: 'a'.repeat(43), code: '123456' },
    ]) {
      const answer = await post('/auth/login/second-factor', payload)
      expect(answer.statusCode).toBe(400)
      expect(answer.json().status).toBe('error')
    }
    // Nothing to confirm before a start, nothing to turn off before it is on.
    expect((await client.post('/account/two-factor/confirm/', { code: '123456' })).statusCode).toBe(400)
    expect((await client.post('/account/two-factor/disable/', { code: '123456' })).statusCode).toBe(409)
    await client.post('/account/two-factor/start/')
    expect((await client.post('/account/two-factor/confirm/', { code: '000000' })).statusCode).toBe(400)
    // Unconfirmed, sign-in asks for no code.
    expect((await login('bad-input@example.com')).json().data.token).toBeDefined()
    // Without a token, a member's write is refused.
    const noCsrf = await client.post('/account/two-factor/start/', {}, false)
    expect(noCsrf.statusCode).toBe(403)
  })

  it('turns off with the password or a code, audited; new recovery codes replace the old', async () => {
    const { user, client, secret, codes } = await enrolled('disable@example.com')
    expect((await client.post('/account/two-factor/disable/', {})).statusCode).toBe(400)
    expect(
      (await client.post('/account/two-factor/disable/', { password: 'wrong-password' })).statusCode,
    ).toBe(400)
    const renewed = await client.post('/account/two-factor/recovery-codes/', {
      code: codeAt(secret, Date.now() + 30_000),
    })
    expect(renewed.statusCode).toBe(200)
    const fresh = renewed.json().data.recovery_codes as string[]
    expect(fresh).toHaveLength(10)
    // The old codes stopped working.
    const step = (await login('disable@example.com')).json().data.second_factor
    expect((await post('/auth/login/second-factor', { token: step.token, code: codes[2] })).statusCode).toBe(
      401,
    )
    expect((await client.post('/account/two-factor/disable/', { password: PASSWORD })).statusCode).toBe(200)
    const [row] = await server.db.select().from(members).where(eq(members.id, user.id))
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null })
    // Off: the password alone signs in.
    expect((await login('disable@example.com')).json().data.token).toBeDefined()
    const actions = (
      await server.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `member:${user.id}`))
        .orderBy(auditLog.id)
    ).map((entry) => entry.action)
    expect(actions).toEqual([
      'account.two-factor.enable',
      'account.recovery-codes',
      'account.two-factor.disable',
    ])
  })
})

describe('admins required to use it', HASHING, () => {
  it('refuses admin calls of an admin without it, sends them to enrol, and is audited', async () => {
    const first = await signUpAdmin(server.app, 'admin-one@example.com')
    const second = await signUpAdmin(server.app, 'admin-two@example.com')
    const one = accountClient(server.app, first.token)
    const two = accountClient(server.app, second.token)
    const save = (client: typeof one, required: boolean) =>
      csrfToken(server.app).then(({ csrf_token }) =>
        server.app.inject({
          method: 'POST',
          url: '/en/api/v1/admin/two-factor/',
          headers: { authorization: `Bearer ${client === one ? first.token : second.token}` },
          payload: { required, csrf_token },
        }),
      )
    // Not without it themselves: they would be locked out at once.
    expect((await save(one, true)).statusCode).toBe(409)
    const started = (await one.post('/account/two-factor/start/')).json().data
    await one.post('/account/two-factor/confirm/', { code: codeAt(started.secret) })
    const saved = await save(one, true)
    expect(saved.statusCode).toBe(200)
    expect(saved.json().data).toEqual({ required: true })

    const refused = await two.get('/admin/members/')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toMatch(/Two-factor sign-in is required for admins/)
    expect((await two.get('/account/two-factor/')).json().data.required).toBe(true)
    expect((await one.get('/admin/members/')).statusCode).toBe(200)
    // An admin cannot turn theirs off while it is required.
    expect((await one.post('/account/two-factor/disable/', { password: PASSWORD })).statusCode).toBe(409)
    const [entry] = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'site.admin-two-factor'))
      .orderBy(desc(auditLog.id))
    expect(entry).toMatchObject({
      memberId: first.user.id,
      before: { required: false },
      after: { required: true },
    })
    expect((await save(one, false)).statusCode).toBe(200)
    expect((await two.get('/admin/members/')).statusCode).toBe(200)
  })
})

describe('passkeys on the server', HASHING, () => {
  it('makes ceremonies for the configured address, never the Host sent', async () => {
    const { token } = await signUp(server.app, 'passkey@example.com', PASSWORD)
    const client = accountClient(server.app, token)
    const registering = await client.post('/account/passkeys/options/')
    expect(registering.statusCode).toBe(200)
    const { options } = registering.json().data
    expect(options.rp).toEqual({ id: 'mot.example', name: 'Mọt' })
    expect(options.authenticatorSelection.residentKey).toBe('required')
    const signingIn = await post('/auth/passkey/options', {})
    expect(signingIn.statusCode).toBe(200)
    expect(signingIn.json().data.options.rpId).toBe('mot.example')
  })

  it('lets the site’s own pages use passkeys (Permissions-Policy), nothing it embeds', async () => {
    const policy = String(
      (await server.app.inject({ url: '/en/api/v1/auth/csrf_create/' })).headers['permissions-policy'],
    )
    expect(policy).toContain('publickey-credentials-get=(self)')
    expect(policy).toContain('publickey-credentials-create=(self)')
  })

  it('refuses a made-up or replayed answer, and another member’s passkey', async () => {
    const { token, user } = await signUp(server.app, 'passkey-two@example.com', PASSWORD)
    const client = accountClient(server.app, token)
    const { token: step } = (await post('/auth/passkey/options', {})).json().data
    const forged = {
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' },
    }
    const refused = await post('/auth/passkey/login', { token: step, response: forged })
    expect(refused.statusCode).toBe(401)
    // The challenge was taken by that try.
    expect((await post('/auth/passkey/login', { token: step, response: forged })).statusCode).toBe(401)
    expect((await post('/auth/passkey/login', { token: step, response: { id: 1 } })).statusCode).toBe(400)

    const [other] = await server.db
      .insert(passkeys)
      .values({ memberId: user.id, credentialId: 'cred-x', publicKey: 'AAAA', name: 'Phone' })
      .returning()
    const stranger = accountClient(
      server.app,
      (await signUp(server.app, 'stranger@example.com', PASSWORD)).token,
    )
    expect((await stranger.post(`/account/passkeys/${other!.id}/remove/`)).statusCode).toBe(404)
    expect((await client.get('/account/two-factor/')).json().data.passkeys).toMatchObject([
      { id: other!.id, name: 'Phone', last_used_at: null },
    ])
    expect((await client.post(`/account/passkeys/${other!.id}/remove/`)).json().data).toEqual({
      id: other!.id,
      removed: true,
    })
    const [entry] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, `member:${user.id}`), like(auditLog.action, 'account.passkey%')))
    expect(entry).toMatchObject({
      action: 'account.passkey.remove',
      before: { passkey: other!.id, name: 'Phone' },
    })
  })

  it('registers a passkey, signs in with it alone (no code after it), and refuses its counter going back', async () => {
    const { client, user } = await enrolled('passkey-full@example.com')
    const authenticator = new SoftAuthenticator('mot.example', 'https://mot.example')
    const { token: step, options } = (await client.post('/account/passkeys/options/')).json().data
    const added = await server.app.inject({
      method: 'POST',
      url: '/en/api/v1/account/passkeys/',
      headers: { authorization: `Bearer ${(await signInFully('passkey-full@example.com')).token}` },
      payload: {
        token: step,
        name: ' Laptop ',
        response: authenticator.register(options),
        csrf_token: (await csrfToken(server.app)).csrf_token,
      },
    })
    expect(added.statusCode).toBe(200)
    expect(added.json().data).toMatchObject({ name: 'Laptop', last_used_at: null })
    const [row] = await server.db.select().from(passkeys).where(eq(passkeys.memberId, user.id))
    expect(row).toMatchObject({ credentialId: authenticator.credentialId.toString('base64url'), counter: 0 })

    // The passkey alone: a session, no second factor, though the member has one.
    const signIn = async (sameCounter = false, userVerified = true) => {
      const started = (await post('/auth/passkey/options', {})).json().data
      return post('/auth/passkey/login', {
        token: started.token,
        response: authenticator.authenticate(started.options, { sameCounter, userVerified }),
        remember: true,
      })
    }
    const first = await signIn()
    expect(first.statusCode).toBe(200)
    expect(first.json().data).toMatchObject({ user: { email: 'passkey-full@example.com' } })
    expect(first.json().data.token).toMatch(/^[\w-]{43}$/)
    const [used] = await server.db.select().from(passkeys).where(eq(passkeys.id, row!.id))
    expect(used!.counter).toBe(1)
    expect(used!.lastUsedAt).not.toBeNull()
    // A signature whose counter did not move on (a cloned authenticator): refused.
    expect((await signIn(true)).statusCode).toBe(401)
    // A key only touched, its person not verified (no PIN, no fingerprint): not enough alone.
    expect((await signIn(false, false)).statusCode).toBe(401)
    expect((await signIn()).statusCode).toBe(200)
    // Another origin's ceremony: refused.
    const elsewhere = new SoftAuthenticator('mot.example', 'https://evil.example')
    const started = (await post('/auth/passkey/options', {})).json().data
    expect(
      (
        await post('/auth/passkey/login', {
          token: started.token,
          response: elsewhere.authenticate(started.options),
        })
      ).statusCode,
    ).toBe(401)
    const [entry] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, `member:${user.id}`), eq(auditLog.action, 'account.passkey.add')))
    expect(entry).toMatchObject({ memberId: user.id, after: { name: 'Laptop' } })
  })
})

/** A full sign-in of a member with two-factor sign-in: password, then a recovery code. */
async function signInFully(email: string) {
  const step = (await login(email)).json().data.second_factor
  const [member] = await server.db.select().from(members).where(eq(members.email, email))
  const [code] = await renewRecoveryCodes(server.db, member!.id)
  return (await post('/auth/login/second-factor', { token: step.token, code })).json().data as {
    token: string
  }
}
