import type { ReadableContent } from '../../reader/readable-content.ts'
import type { ContentHooks } from '../../reader/turner.ts'
import { usePagedText } from '../paged-text.ts'
import '../paged-text.css'
import { BookmarkButton } from '../extras/BookmarkButton.tsx'
import { useReadingWay } from '../reading-way.ts'
import type { ChapterProgress } from './NovelChapter.tsx'
import { ReadingProgress } from './ReadingProgress.tsx'

interface ChapterToolsProps {
  content: Extract<ReadableContent, { kind: 'html' | 'blocks' }>
  progress: ChapterProgress
  story: string
  index: number
  hooks: ContentHooks
}

/**
 * What a text chapter has beside its text, loaded after it: how far through it the reader is, and
 * the bookmarks ('Dấu trang') in the reader's head, and the text a page at a time when so chosen.
 */
export function ChapterTools({ content, progress, story, index, hooks }: ChapterToolsProps) {
  usePagedText(useReadingWay() === 'pages', hooks, progress)
  return (
    <>
      <ReadingProgress content={content} progress={progress} />
      <BookmarkButton story={story} index={index} />
    </>
  )
}
