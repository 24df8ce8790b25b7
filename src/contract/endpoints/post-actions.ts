import * as v from 'valibot'
import { likeRoute, memberStateRoute, ratingRoute, reviewsRoute, viewsRoute } from '../paths.ts'
import { reviewSchema } from '../schemas/account.ts'
import { likeAnswer, ratingAnswer, viewsAnswer } from '../schemas/actions.ts'
import { pageExtras } from '../schemas/envelope.ts'
import { memberStateAnswer } from '../schemas/member-state.ts'
import { likeForm, postActionParams, ratingForm, reviewsQuery, viewsForm } from '../schemas/requests.ts'
import { endpoint, formBody } from './endpoint.ts'

/** What a visitor or member does with a post: views, likes, ratings and reviews, and their own state. */
const area = 'posts'

export const views = endpoint({
  name: 'views',
  doc: { request: 'form `csrf_token`', answer: '`{views}`' },
  area,
  method: 'POST',
  path: viewsRoute,
  summary: 'Counts a view: once an hour per viewer and address',
  params: postActionParams,
  body: formBody(viewsForm),
  answer: viewsAnswer,
  csrf: 'body',
  limit: 'views',
})

export const rating = endpoint({
  name: 'rating',
  doc: {
    request: 'multipart `rating` (1-10), `content`, `csrf_token`',
    answer: '`{rating, rating_total, rating_count, rating_avg}`',
  },
  area,
  method: 'POST',
  path: ratingRoute,
  summary: "The member's rating (1-10) of a post, with an optional review",
  params: postActionParams,
  body: formBody(ratingForm),
  answer: ratingAnswer,
  access: 'member',
  csrf: 'body',
  limit: 'rating',
})

export const like = endpoint({
  name: 'like',
  doc: { request: 'multipart `like` (1 like, 2 take back), `csrf_token`', answer: '`{like_count, is_like}`' },
  area,
  method: 'POST',
  path: likeRoute,
  summary: 'Likes a post (`like` 1) or takes the like back (2): once per member, or per device and address',
  params: postActionParams,
  body: formBody(likeForm),
  answer: likeAnswer,
  session: 'optional',
  csrf: 'body',
  limit: 'like',
})

export const memberState = endpoint({
  name: 'memberState',
  doc: {
    answer:
      "`{is_like, rating}`: the member's own like and rating (1-10, or null); never cached (`no-store`); visitor 401, unknown post 404",
  },
  area,
  method: 'GET',
  path: memberStateRoute,
  summary: "The member's own like and rating of a post; unknown post 404",
  params: postActionParams,
  answer: memberStateAnswer,
  access: 'member',
  cache: { kind: 'no-store', vary: 'Authorization, X-Device-Id' },
})

export const reviews = endpoint({
  name: 'reviews',
  // What the asker may see differs (server/audience/): the app sends its session.
  session: 'optional',
  doc: {
    request: '`/posts/reviews/{posttype}/{id}/[?page=n]`',
    answer:
      "`[{rating, content, created_at, updated_at, author: {name, avatar: Image|null}}]` (ratings with text, 20 a page, last changed first), `is_next`, `paged`: the author's username when they chose one, else their name, never their email; `cache-control: no-cache` (not in the public cache: a renamed or deleted member shows at once); unknown or unpublished post 404",
  },
  area,
  method: 'GET',
  path: reviewsRoute,
  summary: "A post's reviews (ratings with text, 20 a page, last changed first); unknown post 404",
  params: postActionParams,
  query: reviewsQuery,
  answer: v.array(reviewSchema),
  extras: pageExtras,
  cache: { kind: 'revalidate' },
})

export const postActionEndpoints = [views, rating, like, memberState, reviews]
