import * as v from 'valibot'
import type { Language } from '../../contract/languages.ts'
import { confirmRegistrationRoute, loginRoute, registerRoute } from '../../contract/paths.ts'
import { successOf } from '../../contract/schemas/envelope.ts'
import { type Session, sessionSchema } from '../../contract/schemas/session.ts'
import { apiData } from '../../shared/api/client.ts'

/* Loaded with the sign-in and register screens; who a stored token belongs to is asked at start-up (session.ts). */

const sessionResponse = successOf(sessionSchema)
const okResponse = successOf(v.object({ ok: v.literal(true) }))

export interface LoginInput {
  email: string
  password: string
  remember: boolean
}

export interface RegisterInput {
  name: string
  email: string
  password: string
}

export async function login(language: Language, input: LoginInput): Promise<Session> {
  return apiData(language, loginRoute, sessionResponse, { method: 'POST', body: { ...input } })
}

/**
 * Asks for an account: the answer is the same whether the email has one or not, and a mail follows
 * (a link that confirms a new address, or a note to an address that has an account).
 */
export async function register(language: Language, input: RegisterInput) {
  return apiData(language, registerRoute, okResponse, { method: 'POST', body: { ...input } })
}

/** Opens the mailed link: the account is made and this device signed in. */
export async function confirmRegistration(language: Language, token: string): Promise<Session> {
  return apiData(language, confirmRegistrationRoute, sessionResponse, { method: 'POST', body: { token } })
}
