import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import type { Language } from '../../../contract/languages.ts'
import { usePageHead } from '../../../shared/head/use-page-head.ts'
import { actorPostsQueryOptions } from '../api.ts'
import { PostListView } from './PostListView.tsx'

/** An actor's page: their name and the posts they appear in. */
export function ActorScreen({ language, slug }: { language: Language; slug: string }) {
  const query = useSuspenseInfiniteQuery(actorPostsQueryOptions(language, slug))
  const first = query.data.pages[0]
  const actor = first?.actor
  // Pictured by the first post the page lists.
  usePageHead(
    language,
    first,
    (heads, place) => first && heads.listHead(place, first.actor.title, first.posts[0]),
  )
  return (
    <section className="list-screen" aria-labelledby="list-title">
      <h1 id="list-title" className="list-screen__title">
        {actor?.title}
      </h1>
      <PostListView query={query} language={language} />
    </section>
  )
}
