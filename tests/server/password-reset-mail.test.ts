import { describe, expect, it } from 'vitest'
import { readConfig } from '../../server/config.ts'
import { defaultSender } from '../../server/mail/mailer.ts'
import { passwordResetMail } from '../../server/mail/password-reset-mail.ts'
import { RESET_LINK_MINUTES } from '../../src/contract/password-reset.ts'

describe('the password reset mail', () => {
  const link = 'https://mot.example/vi/user/reset-password?token=abc&x=1'

  it('writes a name and the link into its HTML as text, never as markup', () => {
    const mail = passwordResetMail('vi', 'a@example.com', '<b>Lan</b> & "co"', link)
    expect(mail.html).toContain('Xin chào &lt;b&gt;Lan&lt;/b&gt; &amp; &quot;co&quot;,')
    expect(mail.html).toContain('href="https://mot.example/vi/user/reset-password?token=abc&amp;x=1"')
    expect(mail.html).not.toContain('<b>Lan</b>')
    expect(mail.text).toContain('Xin chào <b>Lan</b> & "co",')
    expect(mail.text).toContain(`\n${link}\n`)
  })

  it('names the site that sent it, at the link’s origin, in its text and its HTML', () => {
    const vi = passwordResetMail('vi', 'a@example.com', 'Lan', link)
    expect(vi.text).toContain('\nThư này do Mọt (https://mot.example) gửi.\n')
    expect(vi.html).toContain('<p>Thư này do Mọt (https://mot.example) gửi.</p>')
    const en = passwordResetMail(
      'en',
      'a@example.com',
      'Lan',
      'http://127.0.0.1:8080/en/user/reset-password?token=abc',
    )
    expect(en.text).toContain('\nThis mail was sent by Mọt (http://127.0.0.1:8080).\n')
    // The link still works once, for as long as before.
    expect(en.text).toContain(`It works once, for ${RESET_LINK_MINUTES} minutes`)
  })

  it('greets without a name when the member has none', () => {
    expect(passwordResetMail('en', 'a@example.com', '', link).text.startsWith('Hello,\n')).toBe(true)
  })

  it('is sent from MAIL_FROM, else from no-reply at the site’s host', () => {
    expect(defaultSender(readConfig({ PUBLIC_URL: 'https://mot.example' }))).toBe(
      'Mọt <no-reply@mot.example>',
    )
    expect(defaultSender(readConfig({}))).toBe('Mọt <no-reply@localhost>')
    expect(readConfig({ MAIL_FROM: ' Mọt <hi@mot.example> ' }).mailFrom).toBe('Mọt <hi@mot.example>')
    expect(() => readConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/)
  })
})
