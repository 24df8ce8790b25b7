import { coveredTop, fractionOf, scrollToFraction } from '../reader/scroll.ts'

/** What a bookmark is made of and where it leads, read from the chapter on screen. */

/** The chapter's text on screen (the reader shows one chapter at a time). */
export const chapterText = () => document.querySelector<HTMLElement>('.reader .chapter-text')

/** The reader's own head lies over the text's top: what is under it is not read yet. */
const readTop = () =>
  Math.max(coveredTop(), document.querySelector('.reader-head')?.getBoundingClientRect().bottom ?? 0)

const paragraphs = 'p, li, h1, h2, h3, h4, h5, h6, blockquote, pre'

/** The text of the first paragraph still in view at the top of the screen. */
export function excerptAtTop(text: HTMLElement): string {
  const top = readTop()
  const found = [...text.querySelectorAll<HTMLElement>(paragraphs)].find(
    (element) => element.getBoundingClientRect().bottom >= top && element.textContent?.trim(),
  )
  const inView = found ?? [...text.children].find((block) => block.getBoundingClientRect().bottom > top)
  return (inView ?? text).textContent ?? ''
}

/** How far through the chapter the screen is: the place a bookmark keeps. */
export const fractionHere = (text: HTMLElement) => fractionOf(text)

/** Brings a marked place back on screen; the reader's scroll reports it as the new position. */
export const goToFraction = (text: HTMLElement, fraction: number) => scrollToFraction(text, fraction)
