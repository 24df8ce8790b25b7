import { escapeAttribute } from 'entities'
import { BOOK_LAYOUT } from '../../../src/contract/html-allowlist.ts'
import { readMarkup } from '../markup.ts'

/**
 * How a chapter of a book is laid out, from its package and its own document and styles: the text's
 * direction and language (the document's `<html>` and `<body>`, which chapter HTML does not keep),
 * the way its pages turn (the spine's `page-progression-direction`) and whether its lines run down
 * the page (the `writing-mode` its stylesheets give the document). The book's styles are read for
 * that alone; the reader's own styles lay out the rest.
 */
export interface ChapterLayout {
  dir?: string
  lang?: string
  progression?: string
  writingMode?: string
}

/** The direction and language of a document, and the stylesheets and style it gives itself. */
export function documentLayout(source: string) {
  const layout: ChapterLayout = {}
  const stylesheets: string[] = []
  let style = ''
  let inStyle = false
  readMarkup(source, {
    open(name, attributes) {
      if (name === 'html' || name === 'body') {
        const dir = attributes.get('dir')?.toLowerCase()
        if (dir === 'rtl' || dir === 'ltr') layout.dir = dir
        const lang = attributes.get('lang') ?? attributes.get('xml:lang')
        if (lang) layout.lang = lang
        style += `${name}{${attributes.get('style') ?? ''}}`
      }
      // A stylesheet the document uses (not one it offers as an alternate).
      const rel = attributes.get('rel')?.toLowerCase().split(/\s+/) ?? []
      if (name === 'link' && rel.includes('stylesheet') && !rel.includes('alternate')) {
        const href = attributes.get('href')
        if (href) stylesheets.push(href)
      }
      if (name === 'style') inStyle = true
    },
    close(name) {
      if (name === 'style') inStyle = false
    },
    text(text) {
      if (inStyle) style += text
    },
  })
  return { layout, stylesheets, style }
}

const verticalModes: readonly string[] = BOOK_LAYOUT.writingMode.values

/**
 * The writing mode CSS gives the whole document (a rule for `html`, `body` or `:root`), if vertical.
 * Read rule by rule, splitting on braces: no pattern that could take time with the square of a run.
 */
export function verticalWritingMode(css: string): string | undefined {
  let mode: string | undefined
  for (const rule of css.replace(/\/\*[^*]*\*+(?:[^/*][^*]*\*+)*\//g, '').split('}')) {
    const open = rule.lastIndexOf('{')
    if (open < 0) continue
    const selectors = rule
      .slice(0, open)
      .split(',')
      .map((s) => s.trim().toLowerCase())
    if (!selectors.some((s) => s === 'html' || s === 'body' || s === ':root')) continue
    for (const declaration of rule.slice(open + 1).split(';')) {
      const colon = declaration.indexOf(':')
      const property = declaration.slice(0, colon).trim().toLowerCase()
      if (colon < 0 || !/^(-epub-|-webkit-)?writing-mode$/.test(property)) continue
      const value = declaration
        .slice(colon + 1)
        .trim()
        .toLowerCase()
      mode = verticalModes.includes(value) ? value : undefined
    }
  }
  return mode
}

/** Chapter HTML inside the `div` that says how it is laid out; as it is when nothing needs saying. */
export function laidOut(html: string, layout: ChapterLayout): string {
  const attributes = [
    ['dir', layout.dir === 'rtl' ? 'rtl' : undefined],
    ['lang', layout.lang],
    [BOOK_LAYOUT.progression.attribute, layout.progression === 'rtl' ? 'rtl' : undefined],
    [BOOK_LAYOUT.writingMode.attribute, layout.writingMode],
  ].filter((pair): pair is [string, string] => pair[1] !== undefined)
  if (attributes.length === 0) return html
  return `<div ${attributes.map(([name, value]) => `${name}="${escapeAttribute(value)}"`).join(' ')}>${html}</div>`
}
