import type { Localized } from '../db/schema.ts'

/**
 * A chapter's or episode's title: its name when it has one, else its number ('Chương 5'). Readers
 * already show 'Chapter {index}: {title}', so a name never repeats the number.
 */
export const numbered = (index: number, vi: string, en: string, name?: Localized): Localized =>
  name ?? { vi: `${vi} ${index}`, en: `${en} ${index}` }
