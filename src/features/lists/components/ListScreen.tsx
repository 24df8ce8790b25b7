import { useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { Language } from '../../../contract/languages.ts'
import type { ListSort } from '../../../contract/sorts.ts'
import { usePageHead } from '../../../shared/head/use-page-head.ts'
import { type ListSource, postListQueryOptions } from '../api.ts'
import { listHeadings } from '../headings.ts'
import { useStartOver } from '../use-start-over.ts'
import { CategoryTabs } from './CategoryTabs.tsx'
import { PostListView } from './PostListView.tsx'
import { SortTabs } from './SortTabs.tsx'

interface ListScreenProps {
  language: Language
  source: ListSource
  sortHref: (sort: ListSort) => string
  categoryHref: (category: string | undefined) => string
  /** The list's own address past the language, where it has one (a view-more page's): its canonical. */
  address?: string
}

/** The list screen (spec §2): a post type's posts with category and sort tabs, scrolled endlessly. */
export function ListScreen({ language, source, sortHref, categoryHref, address }: ListScreenProps) {
  const { i18n } = useLingui()
  const query = useInfiniteQuery(postListQueryOptions(language, source))
  const startOver = useStartOver(language)
  // Named after its post type, at its own address or the one address of its query, pictured by the
  // first post it shows.
  const first = query.data?.pages[0]?.posts[0]
  usePageHead(language, query.data, (heads, place) => heads.listPageHead(place, source, first, address))
  return (
    <section className="list-screen" aria-labelledby="list-title">
      <h1 id="list-title" className="list-screen__title">
        {i18n._(listHeadings[source.posttype])}
      </h1>
      <CategoryTabs
        language={language}
        posttype={source.posttype}
        selected={source.category}
        hrefOf={categoryHref}
        onSelect={(category) => startOver({ ...source, category })}
      />
      <SortTabs
        selected={source.sort}
        hrefOf={sortHref}
        onSelect={(sort) => startOver({ ...source, sort })}
      />
      <PostListView query={query} language={language} />
    </section>
  )
}
