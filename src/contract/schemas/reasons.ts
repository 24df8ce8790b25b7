import type { BaseIssue } from 'valibot'
import { defaultLanguage, isLanguage, type Language } from '../languages.ts'

/*
 * Why a request's input is refused, in every interface language. A rule is written once with both
 * wordings, `v.maxValue(1000, say({ vi: '…', en: '…' }))`; valibot reads it in the language the parse
 * was given (`v.safeParse(schema, input, { lang })`, server/http/validate.ts), so `/vi/api/…` refuses
 * in Vietnamese and `/en/api/…` in English. A parse given no language reads the site's default.
 */

/** A reason in each interface language. */
export type Reason = Readonly<Record<Language, string>>

/** The language a parse was given, or the site's default. */
export const issueLanguage = (issue: Pick<BaseIssue<unknown>, 'lang'>): Language =>
  isLanguage(issue.lang) ? issue.lang : defaultLanguage

/** A valibot message: the reason in the parse's language. */
export const say =
  (reason: Reason) =>
  (issue: BaseIssue<unknown>): string =>
    reason[issueLanguage(issue)]

/** The reasons many rules share. */
export const reasons = {
  text: { vi: 'phải là văn bản', en: 'must be text' },
  notEmpty: { vi: 'không được để trống', en: 'must not be empty' },
  positiveWhole: { vi: 'phải là số nguyên dương', en: 'must be a positive whole number' },
  outOfRange: { vi: 'nằm ngoài khoảng cho phép', en: 'is out of range' },
  tooLong: { vi: 'quá dài', en: 'is too long' },
  number: { vi: 'phải là một số', en: 'must be a number' },
  wholeNumber: { vi: 'phải là số nguyên', en: 'must be a whole number' },
  list: { vi: 'phải là một danh sách', en: 'must be a list' },
  trueOrFalse: { vi: 'phải là true hoặc false', en: 'must be true or false' },
  filesRefused: { vi: 'không nhận tệp', en: 'files are not accepted' },
} as const satisfies Record<string, Reason>

/** `must be one of a, b, c` */
export const oneOf = (choices: readonly string[], orEmpty = false): Reason => ({
  vi: `phải là một trong ${choices.join(', ')}${orEmpty ? ', hoặc để trống' : ''}`,
  en: `must be one of ${choices.join(', ')}${orEmpty ? ', or empty' : ''}`,
})

/** `must be at most 100 characters` */
export const atMostCharacters = (max: number): Reason => ({
  vi: `chỉ được có tối đa ${max} ký tự`,
  en: `must be at most ${max} characters`,
})

/** `must be at least 2 characters` */
export const atLeastCharacters = (min: number): Reason => ({
  vi: `phải có ít nhất ${min} ký tự`,
  en: `must be at least ${min} characters`,
})

/** `must be a whole number from 1 to 1000` */
export const wholeNumberFrom = (min: number, max: number): Reason => ({
  vi: `phải là số nguyên từ ${min} đến ${max}`,
  en: `must be a whole number from ${min} to ${max}`,
})

/** `must have at least 1` (items of a list) */
export const atLeastItems = (min: number, what: Reason = { vi: 'mục', en: '' }): Reason => ({
  vi: `phải có ít nhất ${min} ${what.vi}`.trimEnd(),
  en: `must have at least ${min}${what.en ? ` ${what.en}` : ''}`,
})

/** `must have at most 20` (items of a list) */
export const atMostItems = (max: number, what: Reason = { vi: 'mục', en: '' }): Reason => ({
  vi: `chỉ được có tối đa ${max} ${what.vi}`.trimEnd(),
  en: `must have at most ${max}${what.en ? ` ${what.en}` : ''}`,
})

/**
 * A rule that names no reason of its own (a bare `v.object()`, `v.minValue(0)`): what was expected
 * and what came, as valibot describes them, in the parse's language.
 */
export const expectedReason = (issue: BaseIssue<unknown>): string => {
  const { expected, received } = issue
  return issueLanguage(issue) === 'en'
    ? `${expected ? `expected ${expected}, ` : ''}received ${received}`
    : `${expected ? `cần ${expected}, ` : ''}nhận được ${received}`
}

/** "Invalid page: must be…": the field, then why, in the address's language. */
export const invalidField = (field: string, reason: string, language: Language): string =>
  language === 'en' ? `Invalid ${field}: ${reason}` : `Giá trị ${field} không hợp lệ: ${reason}`
