import { lazy, Suspense, useMemo, useState } from 'react'
import type { ReadableContent } from '../../../shared/html/readable-content.ts'
import type { ContentHooks } from '../../reader/index.ts'
import { type BookLayout, bookLayout } from '../book-layout.ts'
import { useBookLinks } from '../book-links.ts'
import { usePagedText } from '../paged-text.ts'
import '../paged-text.css'
import type { ChapterProgress } from '../chapter-progress.ts'
import { BookmarkButton } from '../extras/BookmarkButton.tsx'
import { useReadingWay } from '../reading-way.ts'
import { ReadingProgress } from './ReadingProgress.tsx'

interface ChapterToolsProps {
  content: Extract<ReadableContent, { kind: 'html' | 'blocks' }>
  progress: ChapterProgress
  story: string
  index: number
  hooks: ContentHooks
}

const noLayout: BookLayout = { rtl: false, vertical: null }

/** A book's note opens over the text: its code comes the first time one is opened. */
const NotePopover = lazy(() =>
  import('../extras/NotePopover.tsx').then(({ NotePopover }) => ({ default: NotePopover })),
)

/**
 * What a text chapter has beside its text, loaded after it: how far through it the reader is, and
 * the bookmarks ('Dấu trang') in the reader's head, the text a page at a time when so chosen (or
 * when its lines run down the page), and a book's links and notes.
 */
export function ChapterTools({ content, progress, story, index, hooks }: ChapterToolsProps) {
  const layout = useMemo(() => (content.kind === 'html' ? bookLayout(content.html) : noLayout), [content])
  // Lines down the page are read a page at a time, whatever the way chosen.
  usePagedText(useReadingWay() === 'pages' || layout.vertical !== null, hooks, progress, layout)
  const [note, setNote] = useState<string | null>(null)
  useBookLinks(setNote)
  return (
    <>
      {note === null ? null : (
        <Suspense fallback={null}>
          <NotePopover html={note} onClose={() => setNote(null)} />
        </Suspense>
      )}
      <ReadingProgress content={content} progress={progress} />
      <BookmarkButton story={story} index={index} />
    </>
  )
}
