import { describe, expect, it } from 'vitest'
import { sanitizeHtml as onServer } from '../../src/shared/html/sanitize.server.ts'
import { sanitizeHtml as inBrowser } from '../../src/shared/html/sanitize.ts'

/**
 * The server's sanitizer (sanitize-html, for what it stores, serves and draws) and the browser's
 * (DOMPurify, for what it shows) read the same allow-list: given what a hostile book could hold, both
 * keep the same, and what the server keeps is harmless once a browser parses it.
 */

/**
 * HTML as a browser's parser reads it, written out again, each element's attributes in name order
 * (their order means nothing): the two sanitizers' outputs compare so.
 */
function parsed(html: string) {
  const template = document.createElement('template')
  template.innerHTML = html
  for (const element of template.content.querySelectorAll('*')) {
    const attributes = [...element.attributes].sort((a, b) => a.name.localeCompare(b.name))
    for (const { name } of attributes) element.removeAttribute(name)
    for (const { name, value } of attributes) element.setAttribute(name, value)
  }
  return template.innerHTML
}

/** What would run once a browser parses `html`: scripts, styles, handlers, javascript: addresses. */
function runnable(html: string) {
  const template = document.createElement('template')
  template.innerHTML = html
  return [...template.content.querySelectorAll('*')].flatMap((element) => [
    ...(/^(script|style)$/i.test(element.localName) ? [element.localName] : []),
    ...[...element.attributes]
      .filter((a) => /^on/i.test(a.name) || /javascript:/i.test(a.value))
      .map((a) => `${element.localName}[${a.name}]`),
  ])
}

const hostile = {
  'an event handler in SVG': '<svg onload="alert(1)"><rect width="5" height="5" onclick="alert(1)"/></svg>',
  'javascript: in an SVG link': '<svg><a href="javascript:alert(1)"><text x="1" y="9">go</text></a></svg>',
  'javascript: in xlink:href':
    '<svg xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:alert(1)"><circle r="4"/></a></svg>',
  'a spaced and cased javascript:': '<svg><a href=" JaVa&#x09;ScRiPt:alert(1)"><circle r="4"/></a></svg>',
  '<use> of another file':
    '<svg><use href="https://evil.example/sprite.svg#x"/><use href="other.svg#y"/></svg>',
  '<use> of data:': '<svg><use href="data:image/svg+xml,&lt;svg onload=alert(1)&gt;"/></svg>',
  '<style> in SVG':
    '<svg><style>@import url(https://evil.example/a.css); rect{fill:red}</style><rect width="1" height="1"/></svg>',
  'a style attribute with url()':
    '<svg><rect style="fill:url(https://evil.example/x)" width="1" height="1"/></svg>',
  'paint from the web': '<svg><rect fill="url(https://evil.example/p.svg#g)" width="1" height="1"/></svg>',
  foreignObject: '<svg><foreignObject><p>hidden</p><img src="x" onerror="alert(1)"></foreignObject></svg>',
  'an SVG image from data:': '<svg><image href="data:image/png;base64,AAAA" width="1" height="1"/></svg>',
  'an SVG script': '<svg><script>alert(1)</script><script href="https://evil.example/a.js"></script></svg>',
  'SVG animation setting an address':
    '<svg><a href="#"><set attributeName="href" to="javascript:alert(1)"/><animate attributeName="href" values="javascript:alert(1)"/>x</a></svg>',
  'MathML href':
    '<math><mi href="javascript:alert(1)">x</mi><mrow href="https://evil.example/">y</mrow></math>',
  'MathML maction': '<math><maction actiontype="statusline"><mi>x</mi><mtext>y</mtext></maction></math>',
  'MathML annotation-xml with HTML':
    '<math><semantics><mi>x</mi><annotation-xml encoding="text/html"><img src="x" onerror="alert(1)"></annotation-xml></semantics></math>',
  'mutation through mglyph':
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  'an id that shadows the document': '<p id="cookie">a</p><img name="body" src="/a.png"><p id="b-ok">b</p>',
  'a role that is no note': '<p role="button">a</p><a role="doc-noteref" href="#b-n1">1</a>',
  'a link out and a link in':
    '<a href="https://example.com/">out</a><a href="../3/#b-x">in</a><a href="//evil.example/">x</a>',
  'a note aside': '<aside role="doc-footnote" id="b-n1"><p>note</p></aside>',
}

/** Each of the structures a book uses, as it must come out of both. */
const kept = {
  ruby: '<p><ruby>山路<rp>(</rp><rt>やまみち</rt><rp>)</rp></ruby>を登りながら</p>',
  direction: '<p dir="rtl" lang="ar">مرحبا</p>',
  table:
    '<table><caption>t</caption><thead><tr><th scope="col">a</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>',
  code: '<pre><code>if (a) {\n  b()\n}</code></pre>',
  'definition list': '<dl><dt>term</dt><dd>meaning</dd></dl>',
  figure: '<figure><img src="/media/a.png" alt="a"><figcaption>f</figcaption></figure>',
  'sup and sub': '<p>x<sup>2</sup>H<sub>2</sub>O</p>',
  MathML:
    '<math display="block"><mrow><mi>x</mi><mo>=</mo><mfrac><mrow><mi>a</mi><mo>+</mo><mi>b</mi></mrow><mn>2</mn></mfrac></mrow></math>',
  SVG: '<svg viewBox="0 0 10 10"><defs><linearGradient id="b-g"><stop offset="0" stop-color="red"></stop></linearGradient></defs><rect width="10" height="10" fill="url(#b-g)"></rect><use href="#b-g"></use></svg>',
}

describe('the server’s and the browser’s chapter sanitizers', () => {
  it.each(Object.entries(hostile))('agree on %s, and keep nothing that runs or fetches', (_, html) => {
    const server = parsed(onServer(html))
    const browser = parsed(inBrowser(html))
    expect(server).toBe(browser)
    for (const out of [server, browser]) {
      expect(out).not.toMatch(
        /\son[a-z]+=|javascript:|data:|<script|<style|<foreignobject|<set|<animate|evil\.example|style=|xlink:href|maction|annotation|id="(cookie|body)"|name=|role="button"/i,
      )
    }
  })

  it('keep nothing that runs from markup the parsers read apart (mutation XSS)', () => {
    const payloads = [
      '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
      '<svg><p><style><g title="</style><img src=x onerror=alert(1)>"></g></style></p></svg>',
      '<math><mi><table><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
    ]
    for (const payload of payloads) {
      // What the server keeps is what a browser will parse: it must stay harmless there.
      expect(runnable(onServer(payload))).toEqual([])
      expect(runnable(inBrowser(payload))).toEqual([])
    }
  })

  it.each(Object.entries(kept))('both keep %s', (_, html) => {
    // As written, images given their lazy loading.
    expect(parsed(onServer(html))).toBe(
      parsed(html.replace(/<img([^>]*)>/, '<img$1 loading="lazy" decoding="async">')),
    )
    expect(parsed(inBrowser(html))).toBe(parsed(onServer(html)))
  })
})
