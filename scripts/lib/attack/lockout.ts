import { randomBytes } from 'node:crypto'
import { signUpByMail } from '../mailed-registration.ts'
import type { AttackRow } from './report.ts'
import { Visitor } from './visitor.ts'

export const WRONG_PASSWORDS = 30
export const SIGN_IN_WITHIN_MS = 5000

/**
 * A member of the site, registered (the link mailed to the server's outbox opened) and signed in once
 * from `address`, as their browser would: the sign-in's device cookie (`name=value`) comes with it.
 */
export async function newMember(base: string, outbox: string, address: string) {
  const email = `attack-${randomBytes(4).toString('hex')}@example.com`
  const password = `right-${randomBytes(6).toString('hex')}`
  const member = new Visitor(base, address)
  await signUpByMail(member.api, outbox, { name: 'Attack Owner', email, password }, member.headers())
  member.requests += 2
  const signedIn = await member.json('/auth/login', { email, password })
  const deviceCookie = signedIn.headers.getSetCookie().find((cookie) => cookie.startsWith('mot_device_'))
  if (signedIn.status !== 200 || !deviceCookie) {
    throw new Error(`the first sign-in answered ${signedIn.status} ${signedIn.body?.message ?? ''}`)
  }
  return { email, password, member, deviceCookie: deviceCookie.split(';')[0]! }
}

/**
 * A stranger sends 30 wrong passwords for a member's email from one address; the member then signs
 * in from another address with the right one, and must get in within five seconds.
 */
export async function lockout(
  base: string,
  outbox: string,
  attacker: string,
  owner: string,
): Promise<Omit<AttackRow, 'attack' | 'expected'>> {
  const { email, password, member } = await newMember(base, outbox, owner)
  const stranger = new Visitor(base, attacker)
  const refused = new Map<number, number>()
  for (let i = 0; i < WRONG_PASSWORDS; i++) {
    const answer = await stranger.json('/auth/login', { email, password: `wrong-${i}-password` })
    refused.set(answer.status, (refused.get(answer.status) ?? 0) + 1)
  }
  const started = Date.now()
  const signIn = await member.json('/auth/login', { email, password })
  const ms = Date.now() - started
  const crashed = [...refused.keys()].some((status) => status >= 500)
  const attack = [...refused].map(([status, n]) => `${n}× ${status}`).join(', ')
  return {
    requests: member.requests + stranger.requests,
    happened: `wrong passwords answered ${attack}; the owner from another address: ${signIn.status}${signIn.status === 200 ? '' : ` ${JSON.stringify(signIn.body?.message)}`} in ${ms} ms`,
    result: signIn.status === 200 && ms <= SIGN_IN_WITHIN_MS && !crashed ? 'pass' : 'fail',
  }
}
