import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import type { Language } from '../../../contract/languages.ts'
import type { Chapter } from '../../../contract/schemas/chapters.ts'
import { ReaderScreen } from '../../reader/components/ReaderScreen.tsx'
import { DEFAULT_READING_MODE, useReadingMode } from '../reading-mode.ts'
import { ComicContent } from './ComicContent.tsx'

/** The reading settings come when they are opened: most chapters are read without them. */
const ComicSettings = lazy(() =>
  import('./ComicSettings.tsx').then(({ ComicSettings }) => ({ default: ComicSettings })),
)

interface ComicReaderScreenProps {
  language: Language
  slug: string
  index: number
}

/**
 * Spec §2 comic reader: the title, 'Chương {index}: {title}', the pages (vertical strip, or a page at
 * a time either way, chosen per series in the reading settings) or the chapter's HTML.
 */
export function ComicReaderScreen({ language, slug, index }: ComicReaderScreenProps) {
  const { t } = useLingui()
  const [chosen, setMode] = useReadingMode(slug)
  // Until the reader chooses, a series that comes with its own mode (a manga) opens in it.
  const modeOf = (chapter: Chapter) => chosen ?? chapter.reading_mode ?? DEFAULT_READING_MODE
  const missing = t`Story chapter not found.`
  return (
    <ReaderScreen
      language={language}
      posttype="comic"
      slug={slug}
      index={index}
      texts={{ missingStory: missing, missingChapter: missing, empty: t`This chapter has no content.` }}
      filterSheet={(close, chapter) => (
        <Suspense fallback={null}>
          <ComicSettings mode={modeOf(chapter)} onMode={setMode} onClose={close} />
        </Suspense>
      )}
      renderContent={(content, hooks, chapter) => (
        <ComicContent content={content} mode={modeOf(chapter)} hooks={hooks} />
      )}
    />
  )
}
