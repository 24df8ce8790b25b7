import type { ReadableContent } from '../../reader/readable-content.ts'
import { BookmarkButton } from '../extras/BookmarkButton.tsx'
import type { ChapterProgress } from './NovelChapter.tsx'
import { ReadingProgress } from './ReadingProgress.tsx'

interface ChapterToolsProps {
  content: Extract<ReadableContent, { kind: 'html' | 'blocks' }>
  progress: ChapterProgress
  story: string
  index: number
}

/**
 * What a text chapter has beside its text, loaded after it: how far through it the reader is, and
 * the bookmarks ('Dấu trang') in the reader's head.
 */
export function ChapterTools({ content, progress, story, index }: ChapterToolsProps) {
  return (
    <>
      <ReadingProgress content={content} progress={progress} />
      <BookmarkButton story={story} index={index} />
    </>
  )
}
