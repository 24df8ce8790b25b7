import { lazy, Suspense, useState } from 'react'
import { HtmlContent } from '../../reader/components/HtmlContent.tsx'
import { PageList } from '../../reader/components/PageList.tsx'
import type { ReadableContent } from '../../reader/readable-content.ts'
import type { ContentHooks } from '../../reader/turner.ts'
import type { ReadingMode } from '../reading-mode.ts'
import { ZoomArea } from '../zoom/ZoomArea.tsx'

/** A page at a time comes with the first chapter read so: the strip is the mode most chapters open in. */
const PagedPages = lazy(() => import('./PagedPages.tsx').then(({ PagedPages }) => ({ default: PagedPages })))

interface ComicContentProps {
  content: Exclude<ReadableContent, { kind: 'empty' }>
  mode: ReadingMode
  hooks: ContentHooks
}

/** A comic chapter: its pages in the series' reading mode, or its HTML. */
export function ComicContent({ content, mode, hooks }: ComicContentProps) {
  // Another mode mid-chapter opens where the reader is, not where the chapter was first opened.
  const [view, setView] = useState({ mode, start: hooks.start })
  if (view.mode !== mode) setView({ mode, start: hooks.current() })

  if (content.kind === 'pages') {
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
