import type { Language } from '../../contract/languages.ts'
import { loginRoute, registerRoute } from '../../contract/paths.ts'
import { successOf } from '../../contract/schemas/envelope.ts'
import { type Session, sessionSchema } from '../../contract/schemas/session.ts'
import { apiData } from '../../shared/api/client.ts'

/* Loaded with the sign-in and register screens; who a stored token belongs to is asked at start-up (session.ts). */

const sessionResponse = successOf(sessionSchema)

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

export async function register(language: Language, input: RegisterInput): Promise<Session> {
  return apiData(language, registerRoute, sessionResponse, { method: 'POST', body: { ...input } })
}
