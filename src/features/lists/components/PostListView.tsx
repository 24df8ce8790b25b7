import { Trans, useLingui } from '@lingui/react/macro'
import type { InfiniteData } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Language } from '../../../contract/languages.ts'
import type { PostCard } from '../../../contract/schemas/cards.ts'
import { isApiError } from '../../../shared/api/api-error.ts'
import { useInfiniteScroll } from '../../../shared/hooks/use-infinite-scroll.ts'
import { CardSkeletons } from '../../../shared/ui/CardSkeletons.tsx'
import { ErrorScreen } from '../../../shared/ui/ErrorScreen.tsx'
import { PostGrid } from '../../../shared/ui/PostGrid.tsx'
import { useCallMessage } from '../../../shared/ui/use-call-message.ts'

/** The parts of an infinite query's result a list needs (plain and suspense queries both fit). */
export interface ListQuery {
  data: InfiniteData<{ posts: PostCard[] }> | undefined
  error: Error | null
  isPending: boolean
  hasNextPage: boolean
  isFetchingNextPage: boolean
  isFetchNextPageError: boolean
  fetchNextPage: () => Promise<unknown>
  refetch: () => Promise<unknown>
}

/** A list waiting for a page: the spec's texts and 20 card placeholders. */
export function ListLoading({ more = false }: { more?: boolean }) {
  const { t } = useLingui()
  return (
    <div className="post-list__loading">
      <p className="loading" role="status">
        {more ? t`Loading more...` : t({ message: 'Loading...', context: 'list' })}
      </p>
      <CardSkeletons />
    </div>
  )
}

/** The posts of a list, loading the next page as the bottom comes near while the server has more. */
export function PostListView({ query, language }: { query: ListQuery; language: Language }) {
  const { data, error, isPending, hasNextPage, isFetchingNextPage, isFetchNextPageError } = query
  const said = useCallMessage()
  // Ranks can move between two page loads, so a post may come twice: show it once.
  const posts = useMemo(() => {
    const all = data?.pages.flatMap((page) => page.posts) ?? []
    return all.filter((post, i) => all.findIndex((other) => other.id === post.id) === i)
  }, [data])
  useInfiniteScroll({
    // After a failed page, only the retry button asks again: scrolling would repeat the failure.
    hasNext: hasNextPage && !isFetchNextPageError,
    loading: isPending || isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  })

  if (!data) {
    if (isPending || !error) return <ListLoading />
    return <ErrorScreen error={error} reset={() => void query.refetch()} />
  }
  if (posts.length === 0) {
    return (
      <section className="status-screen" aria-labelledby="empty-list-title">
        <h2 id="empty-list-title">
          <Trans>Nothing here yet</Trans>
        </h2>
        <p>
          <Trans>This list has no content at the moment.</Trans>
        </p>
      </section>
    )
  }
  return (
    <>
      <PostGrid posts={posts} language={language} />
      {isFetchingNextPage ? <ListLoading more /> : null}
      {isFetchNextPageError ? (
        <div className="post-list__retry" role="alert">
          {isApiError(error) ? <p>{said(error)}</p> : null}
          <button type="button" className="button" onClick={() => void query.fetchNextPage()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
    </>
  )
}
