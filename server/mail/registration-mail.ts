import { escapeUTF8 } from 'entities'
import type { Language } from '../../src/contract/languages.ts'
import { REGISTRATION_LINK_HOURS } from '../../src/contract/registration.ts'
import type { Mail } from './mailer.ts'

const greeting = {
  vi: (name: string) => (name ? `Xin chào ${name},` : 'Xin chào,'),
  en: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
}

/** A mail's words: paragraphs, each with the links it ends with (`[label, address]`). */
type Paragraph = { text: string; links?: [string, string][] }

function mailOf(lang: Language, to: string, subject: string, paragraphs: Paragraph[]): Mail {
  const text = paragraphs
    .flatMap(({ text, links = [] }) => [text, ...links.map(([label, link]) => `${label}: ${link}`), ''])
    .join('\n')
  const html = [
    `<!doctype html><html lang="${lang}"><body>`,
    ...paragraphs.map(
      ({ text, links = [] }) =>
        `<p>${escapeUTF8(text)}${links.map(([label, link]) => `<br><a href="${escapeUTF8(link)}">${escapeUTF8(label)}</a> ${escapeUTF8(link)}`).join('')}</p>`,
    ),
    '</body></html>',
  ].join('\n')
  return { to, subject, text, html }
}

const confirmWords = {
  vi: {
    subject: 'Xác nhận email để tạo tài khoản Mọt',
    asked: (site: string) => `Có người (có thể là bạn) vừa đăng ký tài khoản Mọt tại ${site} bằng email này.`,
    open: `Mở liên kết dưới đây để xác nhận email và hoàn tất đăng ký. Liên kết dùng được một lần, trong ${REGISTRATION_LINK_HOURS} giờ:`,
    button: 'Xác nhận email',
    ignore: 'Nếu bạn không đăng ký, hãy bỏ qua thư này: sẽ không có tài khoản nào được tạo.',
  },
  en: {
    subject: 'Confirm your email to create your Mọt account',
    asked: (site: string) => `Someone (perhaps you) registered a Mọt account at ${site} with this email.`,
    open: `Open the link below to confirm your email and finish registering. It works once, for ${REGISTRATION_LINK_HOURS} hours:`,
    button: 'Confirm my email',
    ignore: 'If you did not register, ignore this mail: no account will be made.',
  },
} satisfies Record<Language, unknown>

/** To a new address: the link that confirms it and makes the account. */
export function confirmRegistrationMail(
  lang: Language,
  to: string,
  name: string,
  site: string,
  link: string,
) {
  const w = confirmWords[lang]
  return mailOf(lang, to, w.subject, [
    { text: greeting[lang](name) },
    { text: `${w.asked(site)} ${w.open}`, links: [[w.button, link]] },
    { text: w.ignore },
  ])
}

const alreadyWords = {
  vi: {
    subject: 'Email này đã có tài khoản Mọt',
    tried: (site: string) =>
      `Có người (có thể là bạn) vừa đăng ký tài khoản Mọt tại ${site} bằng email này, nhưng email này đã có tài khoản. Không có tài khoản mới nào được tạo.`,
    signIn: 'Nếu là bạn, hãy đăng nhập, hoặc đặt mật khẩu mới nếu bạn đã quên:',
    login: 'Đăng nhập',
    reset: 'Quên mật khẩu',
    ignore: 'Nếu không phải bạn, hãy bỏ qua thư này: tài khoản của bạn vẫn giữ nguyên.',
  },
  en: {
    subject: 'This email already has a Mọt account',
    tried: (site: string) =>
      `Someone (perhaps you) tried to register a Mọt account at ${site} with this email, which already has one. No new account was made.`,
    signIn: 'If it was you, log in, or set a new password if you have forgotten it:',
    login: 'Log in',
    reset: 'Forgot password',
    ignore: 'If it was not you, ignore this mail: your account stays as it is.',
  },
} satisfies Record<Language, unknown>

/** To an address that has an account: someone tried to register with it; where to sign in or reset. */
export function alreadyRegisteredMail(
  lang: Language,
  to: string,
  name: string,
  site: string,
  links: { login: string; reset: string },
) {
  const w = alreadyWords[lang]
  return mailOf(lang, to, w.subject, [
    { text: greeting[lang](name) },
    {
      text: `${w.tried(site)} ${w.signIn}`,
      links: [
        [w.login, links.login],
        [w.reset, links.reset],
      ],
    },
    { text: w.ignore },
  ])
}
