import type { Language } from '../../contract/languages.ts'
import type { ReaderPosttype } from './api.ts'

declare module '@tanstack/history' {
  interface HistoryState {
    /**
     * Where a chapter opens when the reader stepped back into it from the next one: at its end, the
     * way a book's previous page is the end of the chapter before. 'here': it is already on screen,
     * scrolled into from the one above (continuous reading), and only the address follows it.
     */
    readerAt?: 'end' | 'here'
  }
}

export const chapterPath = (language: Language, posttype: ReaderPosttype, slug: string, index: number) =>
  `/${language}/${posttype}/${slug}/${index}/`

export const storyPath = (language: Language, posttype: ReaderPosttype, slug: string) =>
  `/${language}/${posttype}/${slug}/`
