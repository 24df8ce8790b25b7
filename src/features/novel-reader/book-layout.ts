import { BOOK_LAYOUT } from '../../contract/html-allowlist.ts'

/**
 * How a book's chapter is laid out, as the importer wrote it on the `div` holding the chapter
 * (contract/html-allowlist.ts): its pages turn right to left, its lines run down the page.
 */
export interface BookLayout {
  rtl: boolean
  vertical: 'vertical-rl' | 'vertical-lr' | null
}

const { progression, writingMode } = BOOK_LAYOUT

/** The layout of a chapter's HTML: read on its first tag, where the importer puts it. */
export function bookLayout(html: string): BookLayout {
  const first = /^\s*<div\b[^>]*>/.exec(html)?.[0] ?? ''
  const mode = new RegExp(`\\s${writingMode.attribute}="(vertical-rl|vertical-lr)"`).exec(first)?.[1]
  return {
    rtl: first.includes(` ${progression.attribute}="rtl"`),
    vertical: mode === 'vertical-rl' || mode === 'vertical-lr' ? mode : null,
  }
}

/**
 * Which way a text read a page at a time moves to its next page: left to right (1), or right to
 * left (-1), where its scrollLeft runs from 0 down, as a right-to-left or vertical-rl box's does.
 */
export function pageSign(text: HTMLElement): 1 | -1 {
  const { writingMode, direction } = getComputedStyle(text)
  if (writingMode.startsWith('vertical')) return writingMode === 'vertical-rl' ? -1 : 1
  return direction === 'rtl' ? -1 : 1
}
