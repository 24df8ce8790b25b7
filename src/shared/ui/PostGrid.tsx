import { COVER_SHOWN } from '../../contract/image-sizes.ts'
import type { Language } from '../../contract/languages.ts'
import type { PostCard as Post } from '../../contract/schemas/cards.ts'
import { PostCard } from './PostCard.tsx'

/** Cards in a responsive grid; the first row loads at once, the rest lazily. */
export function PostGrid({
  posts,
  language,
  eagerCount = 4,
}: {
  posts: Post[]
  language: Language
  eagerCount?: number
}) {
  return (
    <ul className="post-grid">
      {posts.map((post, i) => (
        <li key={post.id}>
          <PostCard post={post} language={language} eager={i < eagerCount} shown={COVER_SHOWN.card} />
        </li>
      ))}
    </ul>
  )
}
