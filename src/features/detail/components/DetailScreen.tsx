import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { Language } from '../../../contract/languages.ts'
import type { Posttype } from '../../../contract/posttypes.ts'
import type { PostCard } from '../../../contract/schemas/cards.ts'
import { usePageHead } from '../../../shared/head/use-page-head.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { Loading } from '../../../shared/ui/Loading.tsx'
import { NotFound } from '../../../shared/ui/NotFoundScreen.tsx'
import { postDetailQueryOptions } from '../api.ts'
import { isNotFound } from '../loaders.ts'
import { useTrackView } from '../use-track-view.ts'
import { DetailBody } from './DetailBody.tsx'
import { DetailNotFound } from './DetailNotFound.tsx'

interface DetailScreenProps {
  language: Language
  posttype: Posttype
  slug: string
  /** The card the link came with: painted until the server's detail replaces it. */
  navPost?: PostCard | undefined
  /** A film's episode from the address. */
  episode?: number | undefined
}

/** A post's detail page: whatever is known paints at once, the server's detail takes over when it comes. */
export function DetailScreen({ language, posttype, slug, navPost, episode }: DetailScreenProps) {
  const query = useQuery(postDetailQueryOptions(language, posttype, slug))
  const detail = query.data
  const post = detail ?? navPost
  useDocumentTitle(post?.title)
  // An episode past the film's first and last is no page: the 404 page, to search engines too.
  const unknownEpisode =
    detail !== undefined &&
    episode !== undefined &&
    !(episode >= (detail.first_chapter?.index ?? 1) && episode <= (detail.last_chapter?.index ?? 0))
  usePageHead(language, detail, (heads, place) => {
    if (!detail || unknownEpisode) return null
    return episode === undefined ? heads.detailHead(place, detail) : heads.episodeHead(place, detail, episode)
  })
  useTrackView(language, detail)

  if (query.isError && !detail && isNotFound(query.error)) return <DetailNotFound posttype={posttype} />
  if (unknownEpisode) return <NotFound />
  if (!post) return query.isError ? <DetailRetry onRetry={() => query.refetch()} /> : <Loading />
  return (
    <>
      <DetailBody
        language={language}
        post={post}
        detail={detail}
        loading={query.isPending}
        episode={episode}
      />
      {query.isError && !detail ? <DetailRetry onRetry={() => query.refetch()} /> : null}
    </>
  )
}

function DetailRetry({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="status-screen" role="alert">
      <p>
        <Trans>This page could not be loaded.</Trans>
      </p>
      <button type="button" className="button" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </section>
  )
}
