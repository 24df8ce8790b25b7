import { SITE_NAME } from '../../src/contract/head/site-name.ts'
import type { Language } from '../../src/contract/languages.ts'

const words = {
  vi: (origin: string) => `Thư này do ${SITE_NAME} (${origin}) gửi.`,
  en: (origin: string) => `This mail was sent by ${SITE_NAME} (${origin}).`,
} satisfies Record<Language, unknown>

/**
 * The line every account mail ends with: the site that sent it, at its public origin (the origin of
 * the mail's links, crawl/site-origin.ts), so a reader can tell a link leads where the mail says it
 * comes from.
 */
export const sentBy = (lang: Language, origin: string) => words[lang](origin)
