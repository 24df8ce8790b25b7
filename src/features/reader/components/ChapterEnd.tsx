import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useId } from 'react'
import { chapterName } from '../../../contract/chapter-name.ts'
import type { Language } from '../../../contract/languages.ts'
import { postPagePath } from '../../../contract/post-paths.ts'
import type { PostCard } from '../../../contract/schemas/cards.ts'
import { useOnline } from '../../../shared/hooks/use-online.ts'
import { lazyPart } from '../../../shared/react/lazy-part.ts'
import { useHydrated } from '../../../shared/react/use-hydrated.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { loadPostActions } from '../../actions/index.ts'
import { loadComments } from '../../comments/index.ts'
import { chapterQueryOptions, type ReaderPosttype } from '../api.ts'
import { ReaderIcon } from './ReaderIcon.tsx'

/** Like, rate, save and share come with the end of a chapter, not with its first screen. */
const PostActions = lazy(() => loadPostActions().then(({ PostActions }) => ({ default: PostActions })))

/** And the chapter's comments, asked for once they come near the screen: the chapter reads without them. */
const Comments = lazyPart(loadComments)

interface ChapterEndProps {
  language: Language
  posttype: ReaderPosttype
  slug: string
  story: PostCard
  index: number
  nextIndex: number | null
  onGo: (index: number) => void
}

/**
 * The card that ends a chapter, as reading apps have: the next chapter by its title (or word that
 * this was the last one), and the story's like, rating, save and share, where the reader just
 * finished with it.
 */
export function ChapterEnd({ language, posttype, slug, story, index, nextIndex, onGo }: ChapterEndProps) {
  const titleId = useId()
  // The next chapter's title once it is fetched ahead (near the end of this one): never asked for
  // here. A page the server drew is taken over without it, as the server had none.
  const { data: next } = useQuery({
    ...chapterQueryOptions(language, posttype, slug, nextIndex ?? 0),
    enabled: false,
  })
  const hydrated = useHydrated()
  const nextTitle = nextIndex !== null && hydrated ? chapterName(next?.title) : undefined
  // Offline, the next chapter is offered only when it is on the device (downloaded or read before:
  // fetched ahead from what the app keeps); otherwise the card says why it is not.
  const online = useOnline()
  const unreachable = nextIndex !== null && hydrated && !online && next === undefined
  return (
    <section className="chapter-end" aria-labelledby={titleId}>
      <h2 id={titleId} className="chapter-end__title">
        <Trans>End of chapter {index}</Trans>
      </h2>
      {unreachable ? (
        <>
          <p className="chapter-end__latest" role="status">
            <Trans>Chapter {nextIndex} is not downloaded: it opens once you are back online.</Trans>
          </p>
          <AppLink className="button button--ghost" href={`/${language}/downloads`}>
            <Trans>Manage downloads</Trans>
          </AppLink>
        </>
      ) : nextIndex !== null ? (
        <button type="button" className="button chapter-end__next" onClick={() => onGo(nextIndex)}>
          <span>
            <Trans context="chapter end">Next chapter</Trans>{' '}
            <ChapterName index={nextIndex} title={nextTitle} />
          </span>
          <ReaderIcon name="next" />
        </button>
      ) : (
        <>
          <p className="chapter-end__latest">
            <Trans>You have read the latest chapter.</Trans>
          </p>
          <AppLink className="button button--ghost" href={postPagePath(language, posttype, slug)}>
            <Trans>Back to the story</Trans>
          </AppLink>
        </>
      )}
      <div className="chapter-end__actions">
        <Suspense fallback={null}>
          <PostActions post={story} language={language} finished={nextIndex === null} />
        </Suspense>
      </div>
      <Suspense fallback={null}>
        <Comments language={language} post={story} index={index} />
      </Suspense>
    </section>
  )
}

/** 'Chương 4: Title', or 'Chương 4' while its title is not known. */
function ChapterName({ index, title }: { index: number; title: string | undefined }) {
  const { t } = useLingui()
  return (
    <span className="chapter-end__next-title">
      {title ? t`Chapter ${index}: ${title}` : t`Chapter ${index}`}
    </span>
  )
}
