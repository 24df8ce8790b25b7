import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { useHydrated } from '../../../shared/react/use-hydrated.ts'
import { ReaderScreen } from '../../reader/index.ts'
import { defaultNovelStyle, type NovelStyle, useNovelStyle } from '../novel-style.ts'
import { NovelChapter } from './NovelChapter.tsx'

/** The reading settings come when they are opened: most chapters are read without them. */
const FilterSheet = lazy(() =>
  import('./FilterSheet.tsx').then(({ FilterSheet }) => ({ default: FilterSheet })),
)

interface NovelReaderScreenProps {
  language: Language
  slug: string
  index: number
}

/**
 * Spec §2 novel reader: the title, 'Chapter {index}: {title}', the chapter in the reader's own style,
 * and the reading settings (spec 'Bộ lọc') to change that style.
 */
export function NovelReaderScreen({ language, slug, index }: NovelReaderScreenProps) {
  const { t } = useLingui()
  // The reader's own style is the device's: a page the server drew is taken over in the default one.
  const stored = useNovelStyle()
  const style = useHydrated() ? stored : defaultNovelStyle
  const missingChapter = t`Chapter content not found.`
  return (
    <ReaderScreen
      language={language}
      posttype="novel"
      slug={slug}
      index={index}
      // A theme of the reader's own recolours the whole reader; the default keeps the site's bars.
      colours={themed(style) ? style : undefined}
      texts={{ missingStory: t`Story information not found.`, missingChapter, empty: missingChapter }}
      filterSheet={(close, chapter) => (
        <Suspense fallback={null}>
          <FilterSheet onClose={close} pictures={Array.isArray(chapter.content)} />
        </Suspense>
      )}
      renderContent={(content, hooks) => (
        <NovelChapter
          content={content}
          language={language}
          style={style}
          hooks={hooks}
          story={slug}
          index={index}
        />
      )}
    />
  )
}

const themed = (style: NovelStyle) =>
  style.color !== defaultNovelStyle.color || style.background !== defaultNovelStyle.background
