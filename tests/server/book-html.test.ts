import { describe, expect, it } from 'vitest'
import { sanitizeBookHtml } from '../../server/library/novels/chapter-html.ts'

/** A book's chapter document as chapter HTML: what it keeps, and how it is rewritten for the reader. */
describe('a book chapter as chapter HTML', () => {
  it('writes MathML fences as MathML Core draws them: an mrow between two mo, separators between parts', () => {
    const math = (inner: string) => sanitizeBookHtml(`<html><body><math>${inner}</math></body></html>`)
    expect(
      math(
        '<mfenced separators="" open="[" close="]"><mtable><mtr><mtd><mn>1</mn></mtd></mtr></mtable></mfenced>',
      ),
    ).toBe('<math><mrow><mo>[</mo><mtable><mtr><mtd><mn>1</mn></mtd></mtr></mtable><mo>]</mo></mrow></math>')
    // The defaults: round brackets, a comma between parts; one fence inside another.
    expect(
      math('<mfenced><mi>a</mi><mfenced open="|" close="|"><mi>b</mi></mfenced><mi>c</mi></mfenced>'),
    ).toBe(
      '<math><mrow><mo>(</mo><mi>a</mi><mo>,</mo><mrow><mo>|</mo><mi>b</mi><mo>|</mo></mrow><mo>,</mo><mi>c</mi><mo>)</mo></mrow></math>',
    )
    expect(math('<mfenced separators=";" open="&lt;" close=""><mi>x</mi><mi>y</mi></mfenced>')).toBe(
      '<math><mrow><mo>&lt;</mo><mi>x</mi><mo>;</mo><mi>y</mi></mrow></math>',
    )
  })

  it('keeps a note as a note, its anchors as the reader names them', () => {
    expect(
      sanitizeBookHtml(
        '<p>a<a epub:type="noteref" href="#n1">1</a></p><aside epub:type="footnote" id="n1" xml:lang="fr"><p>n</p></aside>',
      ),
    ).toBe(
      '<p>a<a role="doc-noteref" href="#b-n1">1</a></p><aside id="b-n1" lang="fr" role="doc-footnote"><p>n</p></aside>',
    )
  })
})
