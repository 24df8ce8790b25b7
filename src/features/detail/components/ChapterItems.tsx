import type { ChapterSummary, PostDetail } from '../../../contract/schemas/detail.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'

interface ChapterItemsProps {
  chapters: ChapterSummary[]
  view: 'grid' | 'list'
  hrefOf: (index: number) => string
  /** Goes with each link, so the reader can paint the story at once. */
  detail: PostDetail
  current?: number | undefined
  onPick?: (() => void) | undefined
}

/** The chapters of the list: numbered chips in a grid, or rows with their titles. */
export function ChapterItems({ chapters, view, hrefOf, detail, current, onPick }: ChapterItemsProps) {
  return (
    <ol className={view === 'grid' ? 'chapter-grid' : 'chapter-rows'}>
      {chapters.map((chapter) => (
        <li key={chapter.id}>
          <AppLink
            href={hrefOf(chapter.index)}
            state={{ post: detail }}
            className={view === 'grid' ? 'chapter-chip' : 'chapter-row'}
            title={view === 'grid' ? chapter.title : undefined}
            aria-current={chapter.index === current ? 'true' : undefined}
            onClick={onPick}
          >
            {view === 'grid' ? (
              chapter.index
            ) : (
              <>
                <span className="chapter-row__index">{chapter.index}</span>
                <span className="chapter-row__title">{chapter.title}</span>
              </>
            )}
          </AppLink>
        </li>
      ))}
    </ol>
  )
}
