import { lazy, Suspense, useCallback, useMemo } from 'react'
import { BOOK_LAYOUT } from '../../../contract/html-allowlist.ts'
import type { Language } from '../../../contract/languages.ts'
import type { ReadingPosition } from '../../../entities/reading/positions.ts'
import type { ReadableContent } from '../../../shared/html/readable-content.ts'
import type { ContentHooks } from '../../reader/index.ts'
import { linkedChapters } from '../chapter-links.ts'
import { chapterProgress } from '../chapter-progress.ts'
import type { NovelStyle } from '../novel-style.ts'
import { NovelContent } from './NovelContent.tsx'

/** The progress line and the bookmarks come a moment after the text: the chapter is read first. */
const ChapterTools = lazy(() =>
  import('./ChapterTools.tsx').then(({ ChapterTools }) => ({ default: ChapterTools })),
)

interface NovelChapterProps {
  content: Exclude<ReadableContent, { kind: 'empty' }>
  language: Language
  style: NovelStyle
  hooks: ContentHooks
  /** The story (its slug) and the chapter's index: where its bookmarks are kept. */
  story: string
  index: number
}

/**
 * A novel chapter, with how far through it the reader is and the time left under a text chapter,
 * and its bookmarks.
 * The text is drawn once: only that line follows the scrolling.
 */
export function NovelChapter({ content: stored, language, style, hooks, story, index }: NovelChapterProps) {
  // Once a chapter, not on every draw: the whole text is read for its links.
  const content = useMemo(() => linkedChapters(stored, language, story), [stored, language, story])
  const start = hooks.start === 'end' ? 1 : (hooks.start?.fraction ?? 0)
  // Lines down the page are read a page at a time only (paged-text.ts): their scrolled place means nothing.
  const vertical = content.kind === 'html' && content.html.includes(` ${BOOK_LAYOUT.writingMode.attribute}=`)
  const progress = useMemo(() => chapterProgress(start, vertical), [start, vertical])
  const { onPosition } = hooks
  const reported = useCallback(
    (position: ReadingPosition) => {
      // A page at a time reports its own place (paged-text.ts): the scrolled text's is left out.
      if (progress.paged) return
      onPosition(position)
      if (position.fraction !== undefined) progress.set(position.fraction)
    },
    [onPosition, progress],
  )
  return (
    <>
      <NovelContent content={content} style={style} hooks={{ ...hooks, onPosition: reported }} />
      {content.kind === 'pages' ? null : (
        <Suspense fallback={null}>
          <ChapterTools content={content} progress={progress} story={story} index={index} hooks={hooks} />
        </Suspense>
      )}
    </>
  )
}
