import { select } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Language } from '../../../contract/languages.ts'
import type { SearchParams } from '../../../contract/schemas/search-params.ts'
import { useInfiniteScroll } from '../../../shared/hooks/use-infinite-scroll.ts'
import { formatInteger, pluralCategory } from '../../../shared/i18n/number-format.ts'
import { CardSkeletons } from '../../../shared/ui/CardSkeletons.tsx'
import { PostGrid } from '../../../shared/ui/PostGrid.tsx'
import { searchQueryOptions } from '../api.ts'
import { SearchFailed, SearchNothingFound } from './SearchStates.tsx'

interface SearchResultsProps {
  language: Language
  params: SearchParams
  onReset: () => void
}

/** Matches for the address's query, filter and sort, a page more each time the bottom is near. */
export function SearchResults({ language, params, onReset }: SearchResultsProps) {
  const {
    data,
    status,
    isFetching,
    isFetchingNextPage,
    isFetchNextPageError,
    hasNextPage,
    fetchNextPage,
    refetch,
  } = useInfiniteQuery(searchQueryOptions(language, params))

  // Pages are offsets into a live ranking: a post that moved up may come twice.
  const posts = useMemo(() => {
    const seen = new Set<number>()
    return (data?.pages ?? [])
      .flatMap((page) => page.posts)
      .filter((post) => !seen.has(post.id) && seen.add(post.id))
  }, [data])
  const total = data?.pages[0]?.total ?? 0
  // Not a `plural` message: see pluralCategory.
  const counted = formatInteger(language, total)
  const category = pluralCategory(language, total)

  useInfiniteScroll({
    // A page that failed waits for its retry button instead of being asked for on every scroll.
    hasNext: hasNextPage && !isFetchNextPageError,
    loading: isFetching,
    loadMore: () => void fetchNextPage(),
  })

  return (
    <section className="search-results" aria-busy={isFetching}>
      <p className="search-results__total" role="status">
        {status === 'pending' ? <Trans>Searching...</Trans> : null}
        {data ? select(category, { one: `${counted} result`, other: `${counted} results` }) : null}
      </p>
      {status === 'pending' ? <CardSkeletons /> : null}
      {status === 'error' && !data ? <SearchFailed onRetry={() => void refetch()} /> : null}
      {data && posts.length === 0 ? <SearchNothingFound onReset={onReset} /> : null}
      {posts.length > 0 ? <PostGrid posts={posts} language={language} /> : null}
      {isFetchingNextPage ? (
        <p className="loading">
          <Trans>Loading more...</Trans>
        </p>
      ) : null}
      {isFetchNextPageError ? <SearchFailed onRetry={() => void fetchNextPage()} /> : null}
    </section>
  )
}
