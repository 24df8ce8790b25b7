import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import type { Language } from '../../../contract/languages.ts'
import { actorPostsQueryOptions } from '../api.ts'
import { PostListView } from './PostListView.tsx'

/** An actor's page: their name and the posts they appear in. */
export function ActorScreen({ language, slug }: { language: Language; slug: string }) {
  const query = useSuspenseInfiniteQuery(actorPostsQueryOptions(language, slug))
  const actor = query.data.pages[0]?.actor
  return (
    <section className="list-screen" aria-labelledby="list-title">
      <h1 id="list-title" className="list-screen__title">
        {actor?.title}
      </h1>
      <PostListView query={query} language={language} />
    </section>
  )
}
