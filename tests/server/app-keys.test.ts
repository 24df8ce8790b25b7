import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authenticateAppKey, type KeyProof } from '../../server/app-keys/authenticate.ts'
import { keyHashOf, keyHashOfMd5 } from '../../server/app-keys/keys.ts'
import { LoginThrottle } from '../../server/auth/login-throttle.ts'
import { appKeys, auditLog } from '../../server/db/schema.ts'
import { APP_KEYS_MAX } from '../../src/contract/limits.ts'
import { accountClient } from './account-client.ts'
import { signUp } from './action-forms.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

let counter = 0
async function newMember() {
  counter += 1
  const email = `app-keys-${counter}@example.com`
  const { token, user } = await signUp(server.app, email, 'secret-password')
  return { id: user.id, email, client: accountClient(server.app, token) }
}

const auditOf = (memberId: number) =>
  server.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, `member:${memberId}`))
    .orderBy(auditLog.id)

describe('keys for reader apps', () => {
  it('makes a key shown once, keeps only a hash that both the key and its MD5 prove, and lists it', async () => {
    const { id, client } = await newMember()
    const made = await client.post('/account/app-keys/', { name: '  KOReader trên Kobo  ' })
    expect(made.statusCode).toBe(200)
    expect(made.headers['cache-control']).toBe('no-store')
    const { key, app_key } = made.json().data
    // 128 bits in lower-case base32: what an e-reader's keyboard types as shown.
    expect(key).toMatch(/^[a-z2-7]{26}$/)
    expect(app_key).toMatchObject({ name: 'KOReader trên Kobo', last_used_at: null, last_used_from: null })

    const [stored] = await server.db.select().from(appKeys).where(eq(appKeys.memberId, id))
    expect(stored!.keyHash).not.toContain(key)
    // RFC 1321's MD5 of the key, as KOReader sends it for the password typed into it.
    const md5 = createHash('md5').update(key).digest('hex')
    expect(stored!.keyHash).toBe(keyHashOfMd5(md5))
    expect(stored!.keyHash).toBe(keyHashOf(key))
    expect(keyHashOfMd5(md5.toUpperCase())).toBe(stored!.keyHash)

    const listed = await client.get('/account/app-keys/')
    expect(listed.json().data).toEqual([app_key])
    expect(JSON.stringify(listed.json())).not.toContain(key)
    const [entry] = await auditOf(id)
    expect(entry).toMatchObject({
      action: 'app-key.create',
      after: { id: app_key.id, name: 'KOReader trên Kobo' },
    })
  })

  it('refuses a visitor, a write without the CSRF token, a bad name, and more keys than the cap', async () => {
    const visitor = await server.app.inject({ url: '/en/api/v1/account/app-keys/' })
    expect(visitor.statusCode).toBe(401)
    const { client } = await newMember()
    expect((await client.post('/account/app-keys/', { name: 'x' }, false)).statusCode).toBe(403)
    for (const [name, message] of [
      ['', 'App key name is required'],
      ['   ', 'App key name is required'],
      ['a'.repeat(51), 'App key name must have at most 50 characters'],
      ['two\nlines', 'App key name must not contain control characters'],
    ] as const) {
      const res = await client.post('/account/app-keys/', { name })
      expect(res.statusCode, name).toBe(400)
      expect(res.json().message).toBe(message)
    }
    const made = await Promise.all(
      Array.from({ length: APP_KEYS_MAX + 3 }, (_, n) =>
        client.post('/account/app-keys/', { name: `App ${n}` }),
      ),
    )
    const codes = made.map((res) => res.statusCode)
    // Sent at once: the cap holds all the same.
    expect(codes.filter((code) => code === 200)).toHaveLength(APP_KEYS_MAX)
    expect(codes.filter((code) => code === 409)).toHaveLength(3)
    expect(made.find((res) => res.statusCode === 409)!.json().message).toBe('You have too many app keys')
  })

  it('revokes one key of the member’s own, audited; another member’s is a 404', async () => {
    const owner = await newMember()
    const other = await newMember()
    const { app_key } = (await owner.client.post('/account/app-keys/', { name: 'Panels' })).json().data
    const theirs = await other.client.post(`/account/app-keys/${app_key.id}/revoke/`)
    expect(theirs.statusCode).toBe(404)
    const revoked = await owner.client.post(`/account/app-keys/${app_key.id}/revoke/`)
    expect(revoked.json()).toEqual({ status: 'success', data: { id: app_key.id, revoked: true } })
    expect((await owner.client.get('/account/app-keys/')).json().data).toEqual([])
    expect((await owner.client.post(`/account/app-keys/${app_key.id}/revoke/`)).statusCode).toBe(404)
    expect((await auditOf(owner.id)).map((entry) => entry.action)).toEqual([
      'app-key.create',
      'app-key.revoke',
    ])
    expect(await auditOf(other.id)).toEqual([])
  })

  it('ends every key when the password changes, and says so in the audit log', async () => {
    const { id, client } = await newMember()
    await client.post('/account/app-keys/', { name: 'Kobo' })
    await client.post('/account/app-keys/', { name: 'iPad' })
    const changed = await client.post('/account/password/', {
      current_password: 'secret-password',
      password: 'new-password',
      confirm_password: 'new-password',
    })
    expect(changed.statusCode).toBe(200)
    expect((await client.get('/account/app-keys/')).json().data).toEqual([])
    const last = (await auditOf(id)).at(-1)
    expect(last).toMatchObject({ action: 'app-key.revoke-all' })
    expect((last!.before as { names: string[] }).names.sort()).toEqual(['Kobo', 'iPad'])
  })

  it('are in the member’s export by name and use, never by hash', async () => {
    const { client } = await newMember()
    await client.post('/account/app-keys/', { name: 'Thorium' })
    const exported = (await client.get('/account/export/')).json().data
    expect(exported.app_keys).toEqual([expect.objectContaining({ name: 'Thorium', last_used_at: null })])
    expect(JSON.stringify(exported)).not.toMatch(/key_hash/)
  })
})

describe('an app proving itself with a key', () => {
  /** A member with a username and one key, and a throttle of its own for the test. */
  async function memberWithKey() {
    const member = await newMember()
    const username = `reader_${counter}`
    await member.client.post('/account/profile/', { name: 'Người đọc', username })
    const { key, app_key } = (await member.client.post('/account/app-keys/', { name: 'Kobo' })).json().data
    return { ...member, username, key: key as string, keyId: app_key.id as number }
  }
  const md5 = (text: string) => createHash('md5').update(text).digest('hex')

  it('is the member by email or username, with the key or its MD5, and its use is kept', async () => {
    const throttle = new LoginThrottle()
    const { id, email, username, key, keyId, client } = await memberWithKey()
    for (const [user, proof] of [
      [email.toUpperCase(), { key }],
      [username, { md5: md5(key) }],
      [username.toUpperCase(), { md5: md5(key).toUpperCase() }],
    ] as const) {
      const verdict = await authenticateAppKey(server.db, throttle, '203.0.113.7', user, proof)
      expect(verdict, user).toEqual({ member: { id, email, name: 'Người đọc', keyId } })
    }
    const [listed] = (await client.get('/account/app-keys/')).json().data
    expect(listed.last_used_from).toBe('203.0.113.7')
    expect(listed.last_used_at).not.toBeNull()
  })

  it('refuses a wrong key, a revoked one and another member’s, alike', async () => {
    const throttle = new LoginThrottle()
    const owner = await memberWithKey()
    const other = await memberWithKey()
    const refused = { refused: true }
    const check = (user: string, proof: KeyProof) =>
      authenticateAppKey(server.db, throttle, '198.51.100.1', user, proof)
    expect(await check(owner.email, { key: other.key })).toEqual(refused)
    expect(await check(owner.email, { key: `${owner.key}x` })).toEqual(refused)
    expect(await check('nobody@example.com', { key: owner.key })).toEqual(refused)
    expect(await check(owner.email, { md5: 'not-an-md5' })).toEqual(refused)
    expect(await check(owner.email, { key: 'k'.repeat(10_000) })).toEqual(refused)
    await owner.client.post(`/account/app-keys/${owner.keyId}/revoke/`)
    expect(await check(owner.email, { key: owner.key })).toEqual(refused)
  })

  it('counts wrong keys as the sign-in counts wrong passwords: one address guessing is turned away, the owner is not', async () => {
    const throttle = new LoginThrottle()
    const { email, key } = await memberWithKey()
    const guesser = '192.0.2.66'
    const verdicts = []
    for (let n = 0; n < 6; n++)
      verdicts.push(await authenticateAppKey(server.db, throttle, guesser, email, { key: `guess${n}` }))
    expect(verdicts.at(-1)).toMatchObject({ throttled: true })
    // The right key from the guessing address waits out the window too…
    expect(await authenticateAppKey(server.db, throttle, guesser, email, { key })).toMatchObject({
      throttled: true,
    })
    // …while the owner's own e-reader, elsewhere, gets in.
    expect(await authenticateAppKey(server.db, throttle, '203.0.113.99', email, { key })).toHaveProperty(
      'member',
    )
  })
})
