import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { isWebLink } from '../../contract/html-allowlist.ts'
import { pageSign } from './book-layout.ts'
import { chapterText } from './bookmark-place.ts'

/** A link within the book: to an anchor of this chapter, or to another chapter (and place in it). */
function bookLink(event: MouseEvent, text: HTMLElement) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
  const link = (event.target as Element | null)?.closest?.('a[href]')
  const href = link?.getAttribute('href')
  if (!link || !href || !text.contains(link) || isWebLink(href)) return
  const url = new URL(href, location.href)
  return url.origin === location.origin ? { link, url } : undefined
}

/** The element of the chapter an anchor names (the chapter's own, not another one's on screen). */
const anchorIn = (text: HTMLElement, hash: string) => {
  const id = decodeURIComponent(hash.slice(1))
  return id ? ([...text.querySelectorAll('[id]')].find((element) => element.id === id) ?? null) : null
}

/** A note (a footnote aside, an endnote): it opens over the text rather than leaving the place being read. */
const isNote = (target: Element) =>
  /^doc-(foot|end)note$/.test(target.getAttribute('role') ?? '') || target.localName === 'aside'

/** Brings an anchor into view: scrolled to, or the page holding it shown, read a page at a time. */
export function goToAnchor(text: HTMLElement, target: Element) {
  if (!text.classList.contains('chapter-text--paged')) return target.scrollIntoView({ block: 'start' })
  const sign = pageSign(text)
  const box = text.getBoundingClientRect()
  const at = target.getBoundingClientRect()
  // How far into the pages it is, from where they start (the left, or the right right to left).
  const into = sign === 1 ? at.left - box.left + text.scrollLeft : box.right - at.right - text.scrollLeft
  const page = Math.max(0, Math.floor(into / text.clientWidth))
  text.scrollTo({ left: sign * page * text.clientWidth, behavior: 'instant' })
}

/**
 * The links of a book's chapter (contents pages, cross-references, notes), kept by the importer as
 * addresses of the reader: an anchor of this chapter is gone to, another chapter opened at its
 * place, a note shown in a popover (`onNote`). A chapter opened at an anchor (`#…`) shows it.
 */
export function useBookLinks(onNote: (html: string) => void) {
  const router = useRouter()
  const latest = useRef(onNote)
  latest.current = onNote
  useEffect(() => {
    const text = chapterText()
    if (!text) return
    const clicked = (event: MouseEvent) => {
      const found = bookLink(event, text)
      if (!found) return
      event.preventDefault()
      const { link, url } = found
      const target = url.pathname === location.pathname ? anchorIn(text, url.hash) : null
      if (target && (link.getAttribute('role') === 'doc-noteref' || isNote(target))) {
        latest.current(target.innerHTML)
      } else if (target) goToAnchor(text, target)
      else if (url.pathname !== location.pathname) router.navigate({ href: `${url.pathname}${url.hash}` })
    }
    text.addEventListener('click', clicked)
    // An address naming a note (a reference followed before this code came, a link to it) opens it;
    // one naming another anchor shows it.
    const showAddressed = () => {
      const target = anchorIn(text, location.hash)
      if (target && isNote(target)) latest.current(target.innerHTML)
      else if (target) goToAnchor(text, target)
    }
    // After the reader has opened the chapter where it was left, and laid out its pages (two frames).
    let opening = requestAnimationFrame(() => {
      opening = requestAnimationFrame(showAddressed)
    })
    window.addEventListener('hashchange', showAddressed)
    return () => {
      cancelAnimationFrame(opening)
      text.removeEventListener('click', clicked)
      window.removeEventListener('hashchange', showAddressed)
    }
  }, [router])
}
