import type { QueryClient } from '@tanstack/react-query'
import type { PostCard } from '../../contract/schemas/cards.ts'

type Counts = Partial<Pick<PostCard, 'like_count' | 'rating_total' | 'rating_count' | 'rating_avg'>>
type PostRef = Pick<PostCard, 'id' | 'posttype'>

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isPost = (value: unknown, post: PostRef) =>
  isRecord(value) && value.id === post.id && value.posttype === post.posttype

/** The cached detail with the new counts, whether it is kept bare or inside the API envelope. */
function withCounts(data: unknown, post: PostRef, counts: Counts): unknown {
  if (isPost(data, post)) return { ...(data as object), ...counts }
  if (isRecord(data) && isPost(data.data, post)) {
    return { ...data, data: { ...(data.data as object), ...counts } }
  }
  return data
}

/**
 * Writes the counts an action answered with into every cached detail of that post, so the page shows
 * them at once without asking the server again. Details are found by what they hold (one post, with
 * this id and type), in both languages; lists and cards hold arrays and are left alone.
 */
export function updateDetailCounts(queryClient: QueryClient, post: PostRef, counts: Counts) {
  queryClient.setQueriesData(
    { predicate: (query) => withCounts(query.state.data, post, counts) !== query.state.data },
    (data: unknown) => withCounts(data, post, counts),
  )
}
