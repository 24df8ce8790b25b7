import { randomBytes } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { Config } from '../config.ts'

/** One mail to one person: its subject, and its words as plain text and as simple HTML. */
export interface Mail {
  to: string
  subject: string
  text: string
  html: string
}

export interface Mailer {
  /** Sends (or, without SMTP, writes) a mail; rejects when it could not. */
  send(mail: Mail): Promise<void>
}

/** The sender when MAIL_FROM is not set: a no-reply address at the site's own host. */
export function defaultSender(config: Config): string {
  const host = config.publicUrl ? new URL(config.publicUrl).hostname : 'localhost'
  return `Mọt <no-reply@${host}>`
}

/**
 * Account mail. With SMTP_URL it goes to that server; without, each mail is written as an `.eml`
 * file to `<DATA_DIR>/outbox/` and the log names it, so a new site can still hand out its links
 * (an admin opens the file) before anyone sets up mail.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const from = config.mailFrom || defaultSender(config)
  // Quoted-printable keeps the link readable in a written .eml (base64 would hide it).
  const common = { from, textEncoding: 'quoted-printable' as const }
  if (config.smtpUrl) {
    // A mail server that does not answer must not hold a mail (or a shutdown) for nodemailer's
    // default minutes; settings in the URL's query still win.
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    })
    return {
      async send(mail) {
        await transport.sendMail({ ...common, ...mail })
      },
    }
  }
  const outbox = resolve(config.dataDir, 'outbox')
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(mail) {
      const { message } = await transport.sendMail({ ...common, ...mail })
      await mkdir(outbox, { recursive: true })
      // Sortable by time, and never two with the same name.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`
      const file = join(outbox, name)
      // Written aside and then named: whoever reads the outbox (a mail pickup, a test) never finds a
      // mail half written.
      const partial = `${file}.part`
      await writeFile(partial, message as Buffer, { mode: 0o600 })
      await rename(partial, file)
      log.info({ file }, 'mail written to the outbox (SMTP_URL is not set)')
    },
  }
}
