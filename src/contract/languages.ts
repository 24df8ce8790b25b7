/** The interface languages (spec §2): the first path segment of every page and API address. */
export const languages = ['vi', 'en'] as const
export type Language = (typeof languages)[number]
export const defaultLanguage: Language = 'vi'

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language)
