import { useLingui } from '@lingui/react/macro'
import type { Language } from '../../../contract/languages.ts'
import { ReaderScreen } from '../../reader/components/ReaderScreen.tsx'
import { useReadingMode } from '../reading-mode.ts'
import { ComicContent } from './ComicContent.tsx'
import { ModeSwitch } from './ModeSwitch.tsx'

interface ComicReaderScreenProps {
  language: Language
  slug: string
  index: number
}

/**
 * Spec §2 comic reader: the title, 'Chương {index}: {title}', the pages (vertical strip, or a page at
 * a time either way, chosen per series) or the chapter's HTML.
 */
export function ComicReaderScreen({ language, slug, index }: ComicReaderScreenProps) {
  const { t } = useLingui()
  const [mode, setMode] = useReadingMode(slug)
  const missing = t`Story chapter not found.`
  return (
    <ReaderScreen
      language={language}
      posttype="comic"
      slug={slug}
      index={index}
      texts={{ missingStory: missing, missingChapter: missing, empty: t`This chapter has no content.` }}
      headExtra={(content) =>
        content.kind === 'pages' ? <ModeSwitch mode={mode} onChange={setMode} /> : null
      }
      renderContent={(content, hooks) => <ComicContent content={content} mode={mode} hooks={hooks} />}
    />
  )
}
