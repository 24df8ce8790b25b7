import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import { SMTPServer } from 'smtp-server'
import { afterEach, describe, expect, it } from 'vitest'
import { readConfig } from '../../server/config.ts'
import { createMailer, type MailRetry } from '../../server/mail/mailer.ts'
import { readMail } from './mail-reading.ts'

/** Tries again at once, then every few milliseconds: the tests wait for the mail, not for a clock. */
const quick: MailRetry = { firstMs: 20, longestMs: 50, giveUpMs: 60_000 }

const mail = { to: 'lan@example.com', subject: 'Đặt mật khẩu mới', text: 'Liên kết: x', html: '<p>x</p>' }

/** The server's log as lines of JSON, as the mailer writes them. */
function recordedLog() {
  const lines: { level: number; msg: string; to?: string; file?: string }[] = []
  const log = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  }).log
  return { log, lines, said: (words: string) => lines.filter((line) => line.msg.includes(words)) }
}

const cleanUp: (() => unknown)[] = []
afterEach(async () => {
  for (const step of cleanUp.splice(0).reverse()) await step()
})

function dataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'mot-mail-'))
  cleanUp.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** A mail server that refuses the first `refusals` mails (as one that is busy or failing does). */
async function mailServer(refusals: number) {
  const received: string[] = []
  let refused = 0
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onRcptTo(_address, _session, callback) {
      if (refused < refusals) {
        refused += 1
        return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }))
      }
      callback()
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  cleanUp.push(() => new Promise<void>((resolve) => smtp.close(() => resolve())))
  const { port } = smtp.server.address() as AddressInfo
  return { url: `smtp://127.0.0.1:${port}`, received, refused: () => refused }
}

describe('a mail that cannot go at once', () => {
  it('is kept and sent when the mail server takes it again, and the log says so', async () => {
    const smtp = await mailServer(2)
    const { log, said } = recordedLog()
    const mailer = createMailer(readConfig({ SMTP_URL: smtp.url, DATA_DIR: dataDir() }), log, quick)
    cleanUp.push(() => mailer.close())
    // The answer does not wait for the mail server to come back.
    await mailer.send(mail)
    expect(smtp.received).toEqual([])
    expect(said('mail not sent: kept')[0]).toMatchObject({ to: mail.to })
    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1)
    expect(readMail(smtp.received[0]!).subject).toBe(mail.subject)
    expect(smtp.refused()).toBe(2)
    expect(said('mail not sent: kept')).toHaveLength(2)
    expect(said('mail sent after trying again')[0]).toMatchObject({ to: mail.to })
  })

  it('is written to the outbox once the outbox can be written again, and the log says so', async () => {
    const dir = dataDir()
    // The outbox cannot be written: where its folder goes, a file is in the way.
    writeFileSync(join(dir, 'outbox'), '')
    const { log, said } = recordedLog()
    const mailer = createMailer(readConfig({ DATA_DIR: dir }), log, quick)
    cleanUp.push(() => mailer.close())
    await mailer.send(mail)
    expect(said('mail not sent: kept')[0]).toMatchObject({ to: mail.to })
    rmSync(join(dir, 'outbox'))
    const written = () => (existsSync(join(dir, 'outbox')) ? readdirSync(join(dir, 'outbox')) : [])
    await expect
      .poll(() => written().filter((name) => name.endsWith('.eml')).length, { timeout: 5000 })
      .toBe(1)
    const [name] = written()
    expect(readMail(readFileSync(join(dir, 'outbox', name!), 'utf8')).subject).toBe(mail.subject)
    expect(said('mail written to the outbox')[0]).toMatchObject({ file: join(dir, 'outbox', name!) })
  })

  it('is written to the outbox for an admin when the server stops before it could go', async () => {
    const smtp = await mailServer(Number.POSITIVE_INFINITY)
    const dir = dataDir()
    const { log, said } = recordedLog()
    const mailer = createMailer(readConfig({ SMTP_URL: smtp.url, DATA_DIR: dir }), log, {
      ...quick,
      firstMs: 60_000,
    })
    await mailer.send(mail)
    await mailer.close()
    const [kept] = said('mail not sent before the server stopped: written to the outbox')
    expect(kept).toMatchObject({ to: mail.to, level: 50 })
    expect(readMail(readFileSync(kept!.file!, 'utf8')).subject).toBe(mail.subject)
    expect(smtp.received).toEqual([])
  })
})
