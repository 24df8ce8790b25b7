import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { waitFor } from '../local-server.ts'
import { signUpByMail } from '../mailed-registration.ts'
import type { AttackRow } from './report.ts'
import { Visitor } from './visitor.ts'

/** The stranger's site, which a reset link must never name. */
export const EVIL_HOST = 'evil.example'

interface Sent {
  status: number
  body: string
}

/** A forgotten-password request with headers fetch would not send as given (Host above all). */
function forgot(base: string, email: string, headers: Record<string, string>): Promise<Sent> {
  const url = new URL(`${base}/vi/api/v1/auth/password/forgot`)
  const body = JSON.stringify({ email })
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { host: url.host, 'content-type': 'application/json', ...headers },
        timeout: 15_000,
      },
      (answer) => {
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        )
      },
    )
    sent.on('timeout', () => sent.destroy(new Error('no answer within 15 s')))
    sent.on('error', reject)
    sent.end(body)
  })
}

/** The reset mails to `email` in the outbox, as text: quoted-printable's soft line breaks joined. */
function resetMailsTo(outbox: string, email: string): string[] {
  let files: string[] = []
  try {
    files = readdirSync(outbox).filter((file) => file.endsWith('.eml'))
  } catch {
    return []
  }
  return files
    .map((file) => readFileSync(join(outbox, file), 'utf8').replace(/=\r?\n/g, ''))
    .filter((mail) => mail.includes(email) && !mail.includes('/user/confirm-email?'))
}

/** Refused with the envelope, or taken like any request (202): never a crash. */
const sensible = (answer: Sent) => {
  if (answer.status === 202) return true
  try {
    return answer.status >= 400 && answer.status < 500 && JSON.parse(answer.body).status === 'error'
  } catch {
    return false
  }
}

/**
 * The Host-header password reset: a stranger asks for a member's reset link naming their own site,
 * once as Host and once as X-Forwarded-Host from the proxy the server trusts; then the member asks
 * at the site's own address. Holds when no mail in the outbox names the stranger's site, the forged
 * requests get a sensible answer, and the member's own link arrives.
 */
export async function hostHeaderReset(
  base: string,
  outbox: string,
  attacker: string,
  owner: string,
): Promise<Omit<AttackRow, 'attack' | 'expected'>> {
  const email = `reset-${randomBytes(4).toString('hex')}@example.com`
  const member = new Visitor(base, owner)
  // A member as people become one: registered, and the mailed link opened.
  await signUpByMail(
    member.api,
    outbox,
    { name: 'Reset Owner', email, password: `right-${randomBytes(6).toString('hex')}` },
    member.headers(),
  )
  member.requests += 2
  const forgedHost = await forgot(base, email, { host: EVIL_HOST, 'x-forwarded-for': attacker })
  const forgedForward = await forgot(base, email, {
    'x-forwarded-host': EVIL_HOST,
    'x-forwarded-for': attacker,
  })
  const own = await forgot(base, email, { 'x-forwarded-for': owner })
  const answers = [forgedHost, forgedForward, own]
  // Every request taken sends its mail after the answer: all of them are in before anything is judged.
  const taken = answers.filter((answer) => answer.status === 202).length
  await waitFor(
    `${taken} mails in the outbox`,
    async () => resetMailsTo(outbox, email).length >= taken,
    15_000,
  )
  const mails = resetMailsTo(outbox, email)
  const evil = mails.filter((mail) => mail.toLowerCase().includes(EVIL_HOST))
  const ownLink = new RegExp(
    `^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/vi/user/reset-password\\?token=`,
    'm',
  )
  const ownArrived = own.status === 202 && mails.some((mail) => ownLink.test(mail))
  return {
    requests: member.requests + answers.length,
    happened: `forged Host: ${forgedHost.status}, forged X-Forwarded-Host: ${forgedForward.status}, the member's own: ${own.status}; ${mails.length} mail(s), ${evil.length} naming ${EVIL_HOST}; the member's link ${ownArrived ? 'arrived' : 'did not arrive'}`,
    result:
      evil.length === 0 && sensible(forgedHost) && sensible(forgedForward) && ownArrived ? 'pass' : 'fail',
  }
}
