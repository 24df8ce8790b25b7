import type { PostCard } from '../../src/contract/schemas/cards.ts'

/** A post card as the API sends it, empty but for what a test names. */
export const postCard = (card: Pick<PostCard, 'id'> & Partial<PostCard>): PostCard => ({
  slug: `post-${card.id}`,
  title: `Post ${card.id}`,
  posttype: 'comic',
  description: '',
  feature: null,
  banner: null,
  categories: [],
  release_year: [],
  like_count: 0,
  views: 0,
  rating_total: 0,
  rating_count: 0,
  rating_avg: 0,
  episode_total: 0,
  author: null,
  ...card,
})
