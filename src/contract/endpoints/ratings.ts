import { ratingsAnswer } from '../schemas/ratings.ts'
import { postActionParams } from '../schemas/requests.ts'
import { endpoint } from './endpoint.ts'

/*
 * How a post was rated, star by star (issue 49, ratings at a glance). A module of its own: the
 * readers and detail pages load the post actions' calls first, and this one only with the reviews.
 */

/** How a post was rated: the count of each number of stars, beside the mean. */
export const ratingsRoute = '/posts/ratings/:posttype/:id/'

export const ratings = endpoint({
  name: 'ratings',
  // What the asker may see differs (server/audience/): the app sends its session.
  session: 'optional',
  doc: {
    answer:
      '`{counts, rating_count, rating_avg}`: `counts[n - 1]` members gave n stars (1-10), and the mean they make (2 decimals, 0 without ratings); `cache-control: no-cache`; unknown or unpublished post 404',
  },
  area: 'posts',
  method: 'GET',
  path: ratingsRoute,
  summary: 'How a post was rated: the count of each number of stars; unknown post 404',
  params: postActionParams,
  answer: ratingsAnswer,
  cache: { kind: 'revalidate' },
})

export const ratingEndpoints = [ratings]
