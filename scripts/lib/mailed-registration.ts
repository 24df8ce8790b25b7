import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/** The session a confirmed registration opens: the API's answer to `POST /auth/register/confirm`. */
export interface MailedSession {
  token: string
  user: { id: number; email: string; name: string; role: string }
  expires_at: string
}

/** A written mail as text: quoted-printable soft breaks joined and `=3D` read as `=`. */
const plain = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=')

/**
 * The token of the newest registration link mailed to `email` in a server's outbox (a server without
 * SMTP_URL writes its mail there as .eml files, just after answering), once it has been written.
 */
export async function mailedRegistrationToken(outbox: string, email: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  const to = new RegExp(`^To: ${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'im')
  for (;;) {
    let files: string[] = []
    try {
      files = readdirSync(outbox).filter((file) => file.endsWith('.eml'))
    } catch {
      // No mail written yet: the folder comes with the first one.
    }
    for (const file of files.sort().reverse()) {
      const mail = plain(readFileSync(join(outbox, file), 'utf8'))
      const token = /\/user\/confirm-email\?token=([A-Za-z0-9_-]{43})/.exec(mail)?.[1]
      if (token && to.test(mail)) return token
    }
    if (Date.now() > deadline) throw new Error(`no registration link mailed to ${email} in ${outbox}`)
    await sleep(50)
  }
}

/**
 * A new member, as a person makes one: registers (202, whatever the email), opens the mailed link
 * and confirms (201, signed in). `api` is a language's API base (`…/vi/api/v1`).
 */
export async function signUpByMail(
  api: string,
  outbox: string,
  member: { name: string; email: string; password: string },
  headers: Record<string, string> = {},
): Promise<MailedSession> {
  const post = (path: string, body: unknown) =>
    fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    })
  const registered = await post('/auth/register', member)
  if (registered.status !== 202)
    throw new Error(`register answered ${registered.status} ${await registered.text()}`)
  const token = await mailedRegistrationToken(outbox, member.email)
  const confirmed = await post('/auth/register/confirm', { token })
  if (confirmed.status !== 201)
    throw new Error(`confirm answered ${confirmed.status} ${await confirmed.text()}`)
  return ((await confirmed.json()) as { data: MailedSession }).data
}
