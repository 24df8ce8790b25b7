import type { FastifyInstance } from 'fastify'
import { csrfToken, nextAddress } from './action-forms.ts'

/** A member's client for the account calls: their token, a user agent, and a CSRF token per write. */
export function accountClient(app: FastifyInstance, token: string, lang: 'vi' | 'en' = 'en') {
  const headers = { authorization: `Bearer ${token}` }
  const url = (path: string) => `/${lang}/api/v1${path}`
  return {
    get: (path: string) => app.inject({ url: url(path), headers }),
    async post(path: string, body: Record<string, string> = {}, withCsrf = true) {
      const csrf = withCsrf ? { csrf_token: (await csrfToken(app)).csrf_token } : {}
      return app.inject({ method: 'POST', url: url(path), headers, payload: { ...body, ...csrf } })
    },
    async upload(bytes: Buffer, contentType = 'application/octet-stream') {
      const { csrf_token } = await csrfToken(app)
      return app.inject({
        method: 'POST',
        url: url('/account/avatar/'),
        headers: { ...headers, 'content-type': contentType, 'x-csrf-token': csrf_token },
        payload: bytes,
      })
    },
  }
}

/** Signs in again as another device: a second session of the same member. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  userAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
) {
  return app.inject({
    method: 'POST',
    url: '/en/api/v1/auth/login',
    headers: { 'x-forwarded-for': nextAddress(), 'user-agent': userAgent },
    payload: { email, password },
  })
}
