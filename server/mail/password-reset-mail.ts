import type { Language } from '../../src/contract/languages.ts'
import { RESET_LINK_MINUTES } from '../../src/contract/password-reset.ts'
import type { Mail } from './mailer.ts'
import { sentBy } from './sent-by.ts'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

const words = {
  vi: {
    subject: 'Đặt mật khẩu mới cho tài khoản Mọt',
    greeting: (name: string) => (name ? `Xin chào ${name},` : 'Xin chào,'),
    asked: 'Có người (có thể là bạn) vừa yêu cầu đặt mật khẩu mới cho tài khoản Mọt dùng email này.',
    open: `Mở liên kết dưới đây để đặt mật khẩu mới. Liên kết dùng được một lần, trong ${RESET_LINK_MINUTES} phút:`,
    button: 'Đặt mật khẩu mới',
    ignore: 'Nếu bạn không yêu cầu, hãy bỏ qua thư này: mật khẩu của bạn vẫn giữ nguyên.',
  },
  en: {
    subject: 'Set a new password for your Mọt account',
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    asked: 'Someone (perhaps you) asked to set a new password for the Mọt account that uses this email.',
    open: `Open the link below to set a new password. It works once, for ${RESET_LINK_MINUTES} minutes:`,
    button: 'Set a new password',
    ignore: 'If you did not ask, ignore this mail: your password stays as it is.',
  },
} satisfies Record<Language, unknown>

/**
 * The mail with a link to set a forgotten password, in the language the request was made in, ending
 * with the site that sent it at the link's own origin.
 */
export function passwordResetMail(lang: Language, to: string, name: string, link: string): Mail {
  const w = words[lang]
  const site = sentBy(lang, new URL(link).origin)
  const text = [w.greeting(name), '', w.asked, w.open, '', link, '', w.ignore, '', site, ''].join('\n')
  const html = [
    `<!doctype html><html lang="${lang}"><body>`,
    `<p>${escapeHtml(w.greeting(name))}</p>`,
    `<p>${escapeHtml(w.asked)}<br>${escapeHtml(w.open)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(w.button)}</a></p>`,
    `<p>${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(w.ignore)}</p>`,
    `<p>${escapeHtml(site)}</p>`,
    '</body></html>',
  ].join('\n')
  return { to, subject: w.subject, text, html }
}
