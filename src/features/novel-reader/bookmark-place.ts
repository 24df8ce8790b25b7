import { coveredTop, fractionOf, scrollToFraction } from '../reader/index.ts'
import { pageSign } from './book-layout.ts'

/** What a bookmark is made of and where it leads, read from the chapter on screen. */

/** The chapter's text on screen (the reader shows one chapter at a time). */
export const chapterText = () => document.querySelector<HTMLElement>('.reader .chapter-text')

/** The reader's own head lies over the text's top: what is under it is not read yet. */
const readTop = () =>
  Math.max(coveredTop(), document.querySelector('.reader-head')?.getBoundingClientRect().bottom ?? 0)

const paragraphs = 'p, li, h1, h2, h3, h4, h5, h6, blockquote, pre'

const paged = (text: HTMLElement) => text.classList.contains('chapter-text--paged')
/** A page at a time (paged-text.ts): the page on screen, and how many there are. */
// Right to left (and down the page, right to left), scrollLeft runs from 0 down.
const pageOf = (text: HTMLElement) => Math.round(Math.abs(text.scrollLeft) / text.clientWidth)
const lastPage = (text: HTMLElement) => Math.max(0, Math.round(text.scrollWidth / text.clientWidth) - 1)

/** The text of the first paragraph still in view at the top of the screen (or of the page). */
export function excerptAtTop(text: HTMLElement): string {
  if (paged(text)) return wordsOnPage(text)
  const top = readTop()
  const found = [...text.querySelectorAll<HTMLElement>(paragraphs)].find(
    (element) => element.getBoundingClientRect().bottom >= top && element.textContent?.trim(),
  )
  const inView = found ?? [...text.children].find((block) => block.getBoundingClientRect().bottom > top)
  return (inView ?? text).textContent ?? ''
}

/** Enough words to name a place (bookmarks.ts cuts them shorter). */
const EXCERPT_CHARACTERS = 120

/**
 * The words from the page's first line on: a paragraph may run over several pages. Found by the
 * text's own layout, not by a point of the screen, which the open sheet covers.
 */
function wordsOnPage(text: HTMLElement): string {
  const page = text.getBoundingClientRect()
  const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT)
  const range = document.createRange()
  let words = ''
  for (let node = walker.nextNode(); node && words.length < EXCERPT_CHARACTERS; node = walker.nextNode()) {
    const content = node.textContent ?? ''
    if (words) {
      words += ` ${content}`
      continue
    }
    range.selectNodeContents(node)
    if (![...range.getClientRects()].some((rect) => rect.right > page.left + 1 && rect.left < page.right - 1))
      continue
    // The first letter on this page: the pages run left to right, so the letters before it are left of it.
    let low = 0
    let high = content.length
    while (low < high) {
      const middle = (low + high) >> 1
      range.setStart(node, middle)
      range.setEnd(node, middle + 1)
      if (range.getBoundingClientRect().right > page.left + 1) high = middle
      else low = middle + 1
    }
    words = content.slice(low)
  }
  return words
}

/** How far through the chapter the screen is: the place a bookmark keeps. */
export function fractionHere(text: HTMLElement) {
  if (!paged(text)) return fractionOf(text)
  const last = lastPage(text)
  return last === 0 ? 0 : pageOf(text) / last
}

/** Brings a marked place back on screen (or its page); the reader reports it as the new position. */
export function goToFraction(text: HTMLElement, fraction: number) {
  if (!paged(text)) return scrollToFraction(text, fraction)
  window.scrollTo({ top: 0, behavior: 'instant' })
  const left = Math.round(fraction * lastPage(text)) * text.clientWidth * pageSign(text)
  text.scrollTo({ left, behavior: 'instant' })
}
