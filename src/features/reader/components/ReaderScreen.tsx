import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useMemo } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { postPagePath } from '../../../contract/post-paths.ts'
import type { Chapter } from '../../../contract/schemas/chapters.ts'
import { usePageHead } from '../../../shared/head/use-page-head.ts'
import { type ReadableContent, readableContent } from '../../../shared/html/readable-content.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { NotFound } from '../../../shared/ui/NotFoundScreen.tsx'
import type { ReaderPosttype } from '../api.ts'
import { useResetInterfaceOnLeave } from '../reader-ui.ts'
import type { ContentHooks } from '../turner.ts'
import { useReaderData } from '../use-reader-data.ts'
import { ReaderFrame, type ReaderFrameProps } from './ReaderFrame.tsx'
import { ReaderMessage, ReaderRetry, ReaderSpinner } from './ReaderStatus.tsx'

export interface ReaderTexts {
  missingStory: string
  missingChapter: string
  empty: string
}

type Readable = Exclude<ReadableContent, { kind: 'empty' }>

interface ReaderScreenProps extends Pick<ReaderFrameProps, 'filterSheet' | 'colours'> {
  language: Language
  posttype: ReaderPosttype
  slug: string
  index: number
  texts: ReaderTexts
  renderContent: (content: Readable, hooks: ContentHooks, chapter: Chapter) => ReactNode
  /** What keeps the reader on screen: by default the chapter, as each starts afresh. */
  session?: string
}

/**
 * A reader page: loads the story and the chapter, says what is missing in the spec's words, and
 * puts the chapter in the reader frame. A chapter without content keeps the bar, to move on.
 */
export function ReaderScreen(props: ReaderScreenProps) {
  useResetInterfaceOnLeave()
  // Each chapter starts afresh: its own position, its own page, its own prefetch. A reader whose
  // chapters follow one another in one strip (continuous reading) names its own session instead.
  return <ChapterScreen key={props.session ?? `${props.slug}/${props.index}`} {...props} />
}

function ChapterScreen(props: ReaderScreenProps) {
  const { language, posttype, slug, index, texts, renderContent, filterSheet, colours } = props
  const { t } = useLingui()
  const data = useReaderData(language, posttype, slug, index)
  const { story, chapter } = data
  const content = useMemo(
    () => (chapter ? readableContent(chapter.content, chapter.page_sizes) : undefined),
    [chapter],
  )
  // A missing story or chapter is a 404 page, named so in the tab: the page's name runs after the
  // 404 page's own (effects run from the inside out), so it names the same, not the chapter.
  const missing = data.storyMissing
    ? texts.missingStory
    : story && data.chapterMissing && texts.missingChapter
  useDocumentTitle(missing ? missing.replace(/\.$/, '') : story && `${t`Chapter ${index}`} · ${story.title}`)
  usePageHead(language, missing || (story && chapter), (heads, place) =>
    missing
      ? heads.notFoundHead(place, missing.replace(/\.$/, ''))
      : story && chapter && heads.readerHead(place, { ...chapter, comic: story }),
  )

  if (data.storyMissing) return <NotFound title={texts.missingStory} />
  if (data.storyFailed) return <ReaderRetry onRetry={data.retry} />
  if (!story) return <ReaderSpinner />
  if (data.chapterMissing) {
    return (
      <NotFound title={texts.missingChapter}>
        <AppLink className="button button--ghost" href={postPagePath(language, posttype, slug)}>
          <Trans>Back to the story</Trans>
        </AppLink>
      </NotFound>
    )
  }
  if (data.chapterFailed) return <ReaderRetry onRetry={data.retry} />
  if (!chapter || !content) return <ReaderSpinner />

  return (
    <ReaderFrame
      language={language}
      posttype={posttype}
      slug={slug}
      story={story}
      chapter={chapter}
      filterSheet={filterSheet}
      colours={colours}
    >
      {(hooks) =>
        content.kind === 'empty' ? (
          <ReaderMessage message={texts.empty} />
        ) : (
          renderContent(content, hooks, chapter)
        )
      }
    </ReaderFrame>
  )
}
