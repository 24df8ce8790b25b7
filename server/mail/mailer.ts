import { randomBytes } from 'node:crypto'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
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
  /**
   * Sends (or, without SMTP, writes) a mail. One that cannot go now (the mail server refuses or is
   * away, the outbox's disk is full) is kept and tried again later, and the log says so each time:
   * it resolves once the mail is sent or kept.
   */
  send(mail: Mail): Promise<void>
  /** Stops trying: a mail still waiting is written to the outbox, for an admin to send by hand. */
  close(): Promise<void>
}

/** When a mail that could not go is tried again: after the first wait, then twice as long each time. */
export interface MailRetry {
  firstMs: number
  longestMs: number
  /** A mail older than this is given up (the log says so): its link has long expired. */
  giveUpMs: number
}

const MINUTE = 60_000
export const defaultMailRetry: MailRetry = {
  firstMs: 30_000,
  longestMs: 60 * MINUTE,
  giveUpMs: 24 * 60 * MINUTE,
}

/** The sender when MAIL_FROM is not set: a no-reply address at the site's own host. */
export function defaultSender(config: Config): string {
  const host = config.publicUrl ? new URL(config.publicUrl).hostname : 'localhost'
  return `Mọt <no-reply@${host}>`
}

/** A mail waiting for its next try. */
interface Waiting {
  mail: Mail
  since: number
  tries: number
  timer?: NodeJS.Timeout
}

/**
 * Account mail. With SMTP_URL it goes to that server; without, each mail is written as an `.eml`
 * file to `<DATA_DIR>/outbox/` and the log names it, so a new site can still hand out its links
 * (an admin opens the file) before anyone sets up mail. A mail that cannot go is never dropped in
 * silence: it is tried again with a growing wait, and, when the server stops first, written to the
 * outbox.
 */
export function createMailer(
  config: Config,
  log: FastifyBaseLogger,
  retry: MailRetry = defaultMailRetry,
): Mailer {
  const from = config.mailFrom || defaultSender(config)
  // Quoted-printable keeps the link readable in a written .eml (base64 would hide it).
  const common = { from, textEncoding: 'quoted-printable' as const }
  const outbox = resolve(config.dataDir, 'outbox')
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

  /** Writes the mail to the outbox: its file, or a rejection. */
  async function writeToOutbox(mail: Mail) {
    const { message } = await composer.sendMail({ ...common, ...mail })
    await mkdir(outbox, { recursive: true })
    // Sortable by time, and never two with the same name.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`
    const file = join(outbox, name)
    // Written aside and then named: whoever reads the outbox (a mail pickup, a test) never finds a
    // mail half written; a write the disk cut short leaves nothing.
    const partial = `${file}.part`
    try {
      await writeFile(partial, message as Buffer, { mode: 0o600 })
      await rename(partial, file)
    } catch (error) {
      await rm(partial, { force: true })
      throw error
    }
    return file
  }

  let deliver: (mail: Mail) => Promise<void>
  if (config.smtpUrl) {
    // A mail server that does not answer must not hold a mail (or a shutdown) for nodemailer's
    // default minutes; settings in the URL's query still win.
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    })
    deliver = async (mail) => {
      await transport.sendMail({ ...common, ...mail })
    }
  } else {
    deliver = async (mail) => {
      const file = await writeToOutbox(mail)
      log.info({ file }, 'mail written to the outbox (SMTP_URL is not set)')
    }
  }

  const waiting = new Set<Waiting>()
  let closed = false

  /** Keeps a mail the server stops with: in the outbox, or at least named in the log. */
  async function keepForAdmin(item: Waiting) {
    waiting.delete(item)
    const about = { to: item.mail.to, subject: item.mail.subject, tries: item.tries }
    try {
      const file = await writeToOutbox(item.mail)
      log.error({ ...about, file }, 'mail not sent before the server stopped: written to the outbox')
    } catch (error) {
      log.error(
        { ...about, err: error },
        'mail not sent before the server stopped, and the outbox could not keep it',
      )
    }
  }

  async function attempt(item: Waiting) {
    item.timer = undefined
    try {
      await deliver(item.mail)
      waiting.delete(item)
      if (item.tries > 0)
        log.info({ to: item.mail.to, tries: item.tries + 1 }, 'mail sent after trying again')
    } catch (error) {
      item.tries += 1
      const about = { to: item.mail.to, subject: item.mail.subject, tries: item.tries, err: error }
      if (closed) return keepForAdmin(item)
      if (Date.now() - item.since > retry.giveUpMs) {
        waiting.delete(item)
        log.error(about, 'mail given up: it could not be sent for a day')
        return
      }
      const wait = Math.min(retry.firstMs * 2 ** (item.tries - 1), retry.longestMs)
      log.warn({ ...about, retryInSeconds: wait / 1000 }, 'mail not sent: kept, and tried again later')
      item.timer = setTimeout(() => void attempt(item), wait)
      // A mail waiting does not keep the process alive; close() keeps it.
      item.timer.unref()
    }
  }

  return {
    async send(mail) {
      const item: Waiting = { mail, since: Date.now(), tries: 0 }
      waiting.add(item)
      await attempt(item)
    },
    async close() {
      closed = true
      const left = [...waiting].filter((item) => item.timer)
      for (const item of left) clearTimeout(item.timer)
      await Promise.all(left.map(keepForAdmin))
    },
  }
}
