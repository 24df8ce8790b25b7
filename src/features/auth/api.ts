import * as v from 'valibot'
import type { Language } from '../../contract/languages.ts'
import { successOf } from '../../contract/schemas/envelope.ts'
import { apiRequest } from '../../shared/api/client.ts'

export const authUserSchema = v.object({
  id: v.union([v.number(), v.string()]),
  email: v.string(),
  name: v.string(),
})

/** What sign-in and register answer (docs/api.md): a session token and who it belongs to. */
export const sessionSchema = v.object({ token: v.string(), user: authUserSchema, expires_at: v.string() })
export type Session = v.InferOutput<typeof sessionSchema>

const sessionResponse = successOf(sessionSchema)
const meResponse = successOf(authUserSchema)

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
  const body = await apiRequest(language, '/auth/login', sessionResponse, {
    method: 'POST',
    body: { ...input },
  })
  return body.data
}

export async function register(language: Language, input: RegisterInput): Promise<Session> {
  const body = await apiRequest(language, '/auth/register', sessionResponse, {
    method: 'POST',
    body: { ...input },
  })
  return body.data
}

/**
 * Who the stored token belongs to. Kept out of the query cache on purpose: that cache is written to
 * IndexedDB, and a member's details belong in the auth state only (spec §3).
 */
export async function getMe(language: Language, signal?: AbortSignal) {
  const body = await apiRequest(language, '/auth/me', meResponse, { auth: true, signal })
  return body.data
}
