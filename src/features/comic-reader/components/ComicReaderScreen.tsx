import { useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import type { Chapter } from '../../../contract/schemas/chapters.ts'
import { ReaderScreen } from '../../reader/index.ts'
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
  // A chapter scrolled into (continuous reading) changes the address, not the reader: the strip
  // it is part of stays on screen. Any other move to a chapter opens it afresh.
  const scrolledInto = useLocation({ select: (location) => location.state.readerAt === 'here' })
  const [opened, setOpened] = useState(index)
  if (!scrolledInto && opened !== index) setOpened(index)
  return (
    <ReaderScreen
      language={language}
      posttype="comic"
      slug={slug}
      index={index}
      session={`${slug}/${opened}`}
      texts={{ missingStory: missing, missingChapter: missing, empty: t`This chapter has no content.` }}
      filterSheet={(close, chapter) => (
        <Suspense fallback={null}>
          <ComicSettings mode={modeOf(chapter)} onMode={setMode} onClose={close} />
        </Suspense>
      )}
      renderContent={(content, hooks, chapter) => (
        <ComicContent
          content={content}
          mode={modeOf(chapter)}
          hooks={hooks}
          language={language}
          slug={slug}
          index={chapter.index}
        />
      )}
    />
  )
}
