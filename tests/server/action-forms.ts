import type { FastifyInstance } from 'fastify'

/** A multipart/form-data body built by hand, as a browser's FormData would send it. */
export function multipart(
  fields: Record<string, string>,
  boundary = '----mot-test-boundary-7MA4YWxkTrZu0gW',
) {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

export function urlencoded(fields: Record<string, string>) {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }
}

/** A fresh CSRF token, bound to `deviceId` when one is given. */
export async function csrfToken(app: FastifyInstance, deviceId?: string) {
  const res = await app.inject({
    url: '/vi/api/v1/auth/csrf_create/',
    headers: deviceId ? { 'x-device-id': deviceId } : {},
  })
  const data = res.json().data as { csrf_token: string; device_id: string; expires_at: string }
  return data
}

let address = 0
/** A new client address, so tests do not share the per-address sign-in limit. */
export const nextAddress = () => {
  address += 1
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`
}

/** Registers a member and returns the session token. */
export async function signUp(app: FastifyInstance, email: string, password = 'secret-password') {
  const res = await app.inject({
    method: 'POST',
    url: '/vi/api/v1/auth/register',
    headers: { 'x-forwarded-for': nextAddress() },
    payload: { name: 'Thành viên', email, password },
  })
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`)
  return res.json().data as { token: string; user: { id: number; email: string; name: string } }
}
