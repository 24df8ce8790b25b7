import type { CSSProperties } from 'react'
import type { ReadableContent } from '../../../shared/html/readable-content.ts'
import type { ContentHooks } from '../../reader/index.ts'
import { HtmlContent, LazyPageList } from '../../reader/index.ts'
import { fontStack, type NovelStyle } from '../novel-style.ts'
import '../book-structure.css'

export const novelTextStyle = (style: NovelStyle): CSSProperties => ({
  fontFamily: fontStack(style.fontFamily),
  fontSize: `${style.fontSize}px`,
  color: style.color,
  background: style.background,
  lineHeight: style.lineHeight,
  textAlign: style.textAlign,
  paddingInline: `${style.margin}px`,
  // Read by the paragraphs' own margins (reader.css).
  ['--paragraph-spacing' as string]: `${style.paragraphSpacing}em`,
})

interface NovelContentProps {
  content: Exclude<ReadableContent, { kind: 'empty' }>
  style: NovelStyle
  hooks: ContentHooks
}

/** Spec §2: a novel chapter is page images, blocks of HTML text, or one HTML string, in the reader's style. */
export function NovelContent({ content, style, hooks }: NovelContentProps) {
  if (content.kind === 'pages') return <LazyPageList pages={content.pages} {...hooks} />
  const parts = content.kind === 'html' ? [{ id: 'chapter', html: content.html }] : content.blocks
  return (
    <HtmlContent parts={parts} className="chapter-text--novel" style={novelTextStyle(style)} {...hooks} />
  )
}
