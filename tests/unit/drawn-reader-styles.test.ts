import { bundle } from 'lightningcss'
import { describe, expect, it } from 'vitest'
import { DRAWN_READER_STYLES } from '../../src/contract/page-styles.ts'

/** A stylesheet as the build makes it (its imports inlined, minified), as its top-level rules. */
function rules(filename: string): string[] {
  const css = new TextDecoder().decode(bundle({ filename, minify: true }).code)
  const found: string[] = []
  let depth = 0
  let start = 0
  for (let at = 0; at < css.length; at++) {
    if (css[at] === '{') depth++
    else if (css[at] === '}' && --depth === 0) {
      found.push(css.slice(start, at + 1))
      start = at + 1
    }
  }
  return found
}

describe("a reader page's styles (src/styles/drawn-reader.css)", () => {
  const site = rules('src/styles/index.css')
  const reader = rules(DRAWN_READER_STYLES)

  it("are the site's own rules, in the site's order: the site's styles added later change nothing on the reader", () => {
    let next = 0
    for (const rule of reader) {
      const at = site.indexOf(rule, next)
      expect(
        at,
        `${rule.slice(0, 80)}… is not in the site's styles after the rule before it`,
      ).toBeGreaterThanOrEqual(0)
      next = at + 1
    }
  })

  it("leave out the screens a reader never shows: the site's home, lists and details", () => {
    const leftOut = site.filter((rule) => !reader.includes(rule)).join('')
    for (const part of ['.dashboard', '.detail-', '.search-form', '.film-player', '.auth-form'])
      expect(leftOut).toContain(part)
    expect(reader.join('')).toContain('.page-list')
    expect(reader.join('').length).toBeLessThan(site.join('').length * 0.65)
  })
})
