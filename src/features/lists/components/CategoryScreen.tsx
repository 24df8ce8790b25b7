import { useInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query'
import type { Language } from '../../../contract/languages.ts'
import type { Posttype } from '../../../contract/posttypes.ts'
import type { ListSort } from '../../../contract/sorts.ts'
import { usePageHead } from '../../../shared/head/use-page-head.ts'
import { NotFoundScreen } from '../../../shared/ui/NotFoundScreen.tsx'
import { categoriesQueryOptions, postListQueryOptions } from '../api.ts'
import { useStartOver } from '../use-start-over.ts'
import { PostListView } from './PostListView.tsx'
import { SortTabs } from './SortTabs.tsx'

interface CategoryScreenProps {
  language: Language
  posttype: Posttype
  slug: string
  sort: ListSort
  sortHref: (sort: ListSort) => string
}

/** A category page: the category's name and its posts, in the chosen order. */
export function CategoryScreen({ language, posttype, slug, sort, sortHref }: CategoryScreenProps) {
  const { data: categories } = useSuspenseQuery(categoriesQueryOptions(language, posttype))
  const source = { posttype, category: slug, sort }
  const query = useInfiniteQuery(postListQueryOptions(language, source))
  const startOver = useStartOver(language)
  const category = categories.find((each) => each.slug === slug)
  // Named after the category, pictured by the first post the list shows.
  const first = query.data?.pages[0]?.posts[0]
  usePageHead(language, category && (first ?? category), (heads, place) =>
    category ? heads.listHead(place, category.name, first, posttype) : null,
  )
  // The loader checked the slug; a refreshed list of categories may since have dropped it.
  if (!category) return <NotFoundScreen />
  return (
    <section className="list-screen" aria-labelledby="list-title">
      <h1 id="list-title" className="list-screen__title">
        {category.name}
      </h1>
      <SortTabs selected={sort} hrefOf={sortHref} onSelect={(next) => startOver({ ...source, sort: next })} />
      <PostListView query={query} language={language} />
    </section>
  )
}
