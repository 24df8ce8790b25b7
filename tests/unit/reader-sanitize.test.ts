import { describe, expect, it } from 'vitest'
import { CHAPTER_ATTRIBUTES, CHAPTER_TAGS } from '../../src/contract/html-allowlist.ts'
import { hasVisibleContent, sanitizeHtml } from '../../src/shared/html/sanitize.ts'

describe('chapter HTML sanitizing (the client’s second pass)', () => {
  it('keeps the allowed text structure', () => {
    const html =
      '<h2>Chương 1</h2><p>Một <em>đêm</em> <strong>mưa</strong>.<br></p><ul><li>a</li></ul><blockquote>b</blockquote><hr>'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('drops scripts, styles and frames with everything in them', () => {
    const html =
      '<p>ok</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.example"></iframe><svg><script>1</script></svg>'
    // A drawing stays, without its script.
    expect(sanitizeHtml(html)).toBe('<p>ok</p><svg></svg>')
  })

  it('drops event handlers, styles and every attribute not on the list', () => {
    expect(sanitizeHtml('<p onclick="steal()" style="color:red" class="x" id="y">ok</p>')).toBe('<p>ok</p>')
    expect(sanitizeHtml('<img src="/media/a.png" onerror="steal()" alt="a">')).toBe(
      '<img src="/media/a.png" alt="a" loading="lazy" decoding="async">',
    )
  })

  it('keeps http(s) links, opening in a new tab, and drops javascript: and data: addresses', () => {
    expect(sanitizeHtml('<a href="https://example.com/">x</a>')).toBe(
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">x</a>',
    )
    expect(sanitizeHtml('<a href="javascript:steal()">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<a href=" JaVaScRiPt:steal()">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<a href="data:text/html,<script>1</script>">x</a>')).toBe('<a>x</a>')
  })

  it('keeps images from http(s) or this site only', () => {
    expect(sanitizeHtml('<img src="https://cdn.example/a.png">')).toContain('src="https://cdn.example/a.png"')
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA">')).toBe('')
    expect(sanitizeHtml('<img src="javascript:alert(1)">')).toBe('')
  })

  it('unwraps unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<section><font color="red">Chữ</font></section>')).toBe('Chữ')
  })

  it('keeps every tag of the server’s allowlist, and attributes only on the tags that list them', () => {
    // Those that stand alone around text (not table parts, nor MathML's and SVG's).
    const standing = CHAPTER_TAGS.filter(
      (name) =>
        !/^(br|hr|img|a|wbr|col|colgroup|table|caption|thead|tbody|tfoot|tr|th|td)$/.test(name) &&
        !['viewbox', 'mathvariant'].some((a) => CHAPTER_ATTRIBUTES[name.toLowerCase()]?.includes(a)),
    )
    expect(standing).toEqual(expect.arrayContaining(['pre', 'code', 'ruby', 'rt', 'dl', 'dd', 'aside']))
    for (const tag of standing) {
      expect(sanitizeHtml(`<${tag}>x</${tag}>`)).toContain(`<${tag}>x</${tag}>`)
    }
    expect(
      sanitizeHtml('<p href="https://example.com/" src="/a.png" title="t" data-x="1" aria-label="l">x</p>'),
    ).toBe('<p title="t">x</p>')
    expect(sanitizeHtml('<a href="mailto:a@example.com" title="t">x</a>')).toBe('<a title="t">x</a>')
  })

  it('does not let markup that changes meaning when parsed again through (mutation XSS)', () => {
    const payloads = [
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
      '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
      '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    ]
    for (const payload of payloads) {
      const once = sanitizeHtml(payload)
      expect(once).not.toMatch(/onerror|<script|<style/i)
      // What the page then parses must be just as harmless.
      expect(sanitizeHtml(once)).toBe(once)
    }
  })

  it('tells empty HTML from HTML with something to read', () => {
    expect(hasVisibleContent(sanitizeHtml('<p> </p><script>x</script>'))).toBe(false)
    expect(hasVisibleContent(sanitizeHtml('<p>a</p>'))).toBe(true)
    expect(hasVisibleContent(sanitizeHtml('<img src="/a.png">'))).toBe(true)
  })
})
