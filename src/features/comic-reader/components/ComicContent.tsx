import { lazy, Suspense, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import type { ReadableContent } from '../../../shared/html/readable-content.ts'
import type { ContentHooks } from '../../reader/index.ts'
import { HtmlContent, PageList } from '../../reader/index.ts'
import { useContinuousReading } from '../continuous-reading.ts'
import type { ReadingMode } from '../reading-mode.ts'
import { ZoomArea } from '../zoom/ZoomArea.tsx'

/** A page at a time comes with the first chapter read so: the strip is the mode most chapters open in. */
const PagedPages = lazy(() => import('./PagedPages.tsx').then(({ PagedPages }) => ({ default: PagedPages })))
/** Chapters following one another come only to a reader who turned continuous reading on. */
const ContinuousStrip = lazy(() =>
  import('../flow/ContinuousStrip.tsx').then(({ ContinuousStrip }) => ({ default: ContinuousStrip })),
)

interface ComicContentProps {
  content: Exclude<ReadableContent, { kind: 'empty' }>
  mode: ReadingMode
  hooks: ContentHooks
  language: Language
  slug: string
  index: number
}

/** A comic chapter: its pages in the series' reading mode, or its HTML. */
export function ComicContent({ content, mode, hooks, language, slug, index }: ComicContentProps) {
  const continuous = useContinuousReading()
  // Another mode mid-chapter (or continuous reading turned on or off) opens where the reader is,
  // not where the chapter was first opened.
  const [view, setView] = useState({ mode, continuous, start: hooks.start, index })
  if (view.mode !== mode || view.continuous !== continuous)
    setView({ mode, continuous, start: hooks.current(), index })

  if (content.kind === 'pages') {
    if (view.mode === 'vertical' && view.continuous)
      return (
        // The strip keeps the chapter it opened with while the address follows the one on screen.
        <Suspense fallback={<ol className="page-list" />}>
          <ContinuousStrip
            language={language}
            slug={slug}
            first={view.index}
            start={view.start}
            turnerRef={hooks.turnerRef}
          />
        </Suspense>
      )
    if (view.mode === 'vertical')
      return (
        // The chapter's end card follows the strip, out of the zoom: zoomed pages push it down.
        <>
          <ZoomArea className="page-list__zoom" strip>
            <PageList key="vertical" pages={content.pages} {...hooks} start={view.start} end={null} />
          </ZoomArea>
          {hooks.end}
        </>
      )
    return (
      <Suspense fallback={<div className="paged" />}>
        <PagedPages
          key={view.mode}
          pages={content.pages}
          rtl={view.mode === 'rtl'}
          {...hooks}
          start={view.start}
        />
      </Suspense>
    )
  }
  const parts = content.kind === 'html' ? [{ id: 'chapter', html: content.html }] : content.blocks
  return <HtmlContent parts={parts} className="chapter-text--comic" {...hooks} />
}
