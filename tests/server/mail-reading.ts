/** A mail as the tests read it: its headers and its decoded plain text and HTML. */
export interface ReadMail {
  to: string
  subject: string
  text: string
  html: string
}

/** Quoted-printable to text: soft line breaks joined, `=XX` bytes read as UTF-8. */
const fromQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), as nodemailer writes a subject. */
const fromEncodedWords = (header: string) =>
  header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : fromQuotedPrintable(text.replace(/_/g, ' ')),
    )

function headersOf(block: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim()
  }
  return headers
}

/** Reads the multipart/alternative mail the server sends (a plain text part and an HTML part). */
export function readMail(raw: string): ReadMail {
  const split = raw.search(/\r?\n\r?\n/)
  const headers = headersOf(raw.slice(0, split))
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1]
  if (!boundary) throw new Error('not a multipart mail')
  const parts: Record<string, string> = {}
  for (const part of raw.split(`--${boundary}`).slice(1, -1)) {
    const at = part.search(/\r?\n\r?\n/)
    const partHeaders = headersOf(part.slice(0, at))
    const body = part.slice(at).trim()
    const type = (partHeaders['content-type'] ?? '').split(';')[0]!
    const encoding = partHeaders['content-transfer-encoding'] ?? '7bit'
    parts[type] =
      encoding === 'quoted-printable'
        ? fromQuotedPrintable(body)
        : encoding === 'base64'
          ? Buffer.from(body, 'base64').toString('utf8')
          : body
  }
  return {
    to: headers.to ?? '',
    subject: fromEncodedWords(headers.subject ?? ''),
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
  }
}

/** The token of the reset link in a mail's text. */
export const tokenOf = (mail: ReadMail) => {
  const token = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1]
  if (!token) throw new Error(`no reset link in:\n${mail.text}`)
  return token
}
