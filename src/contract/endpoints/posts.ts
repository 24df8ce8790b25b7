import * as v from 'valibot'
import {
  actorPagedRoute,
  actorRoute,
  categoriesRoute,
  categoryListPagedRoute,
  categoryListRoute,
  chapterBySlugRoute,
  chapterListRoute,
  chapterRoute,
  likeRoute,
  listPagedRoute,
  listRoute,
  memberStateRoute,
  postDetailRoute,
  ratingRoute,
  reviewsRoute,
  viewsRoute,
} from '../paths.ts'
import { reviewSchema } from '../schemas/account.ts'
import { likeAnswer, ratingAnswer, viewsAnswer } from '../schemas/actions.ts'
import { postCardSchema } from '../schemas/cards.ts'
import { chapterSchema, readerChapterSchema } from '../schemas/chapters.ts'
import { chapterSummarySchema, personSchema, postDetailSchema } from '../schemas/detail.ts'
import { pageExtras } from '../schemas/envelope.ts'
import { categorySchema } from '../schemas/lists.ts'
import { memberStateAnswer } from '../schemas/member-state.ts'
import {
  actorParams,
  categoriesParams,
  chapterListParams,
  chapterListQuery,
  chapterParams,
  idParam,
  likeForm,
  listParams,
  listQuery,
  postActionParams,
  postDetailParams,
  posttypeParam,
  ratingForm,
  relatedQuery,
  reviewsQuery,
  slugParam,
  viewsForm,
} from '../schemas/requests.ts'
import { type Doc, endpoint, formBody, publicCache } from './endpoint.ts'

/** Posts: a post's detail, its chapters, the lists, and what a visitor or member does with a post. */
const area = 'posts'

export const postDetail = endpoint({
  name: 'postDetail',
  doc: { answer: 'PostDetail; unknown slug: 404 `Not Found`' },
  area,
  method: 'GET',
  path: postDetailRoute,
  summary: "A post's detail; an unknown slug is a 404 `Not Found`",
  params: postDetailParams,
  answer: postDetailSchema,
  cache: publicCache,
})

export const chapterList = endpoint({
  name: 'chapterList',
  doc: {
    request: '`/posts/listchapter/{posttype}/{postId}/paged/{page}/[?order=desc]`',
    answer:
      'ChapterSummary[] (50 a page, from the first chapter, or from the newest with `order=desc`), `is_next`, `paged`',
  },
  area,
  method: 'GET',
  path: chapterListRoute,
  summary: "One page of a post's chapters (50 a page, from the first, or from the newest with `order=desc`)",
  params: chapterListParams,
  query: chapterListQuery,
  answer: v.array(chapterSummarySchema),
  extras: pageExtras,
  cache: publicCache,
})

export const chapter = endpoint({
  name: 'chapter',
  doc: { answer: 'Chapter; 404 `Chapter not found`' },
  area,
  method: 'GET',
  path: chapterRoute,
  summary: "A reader's chapter or a film's episode; 404 `Chapter not found`",
  params: chapterParams,
  answer: chapterSchema,
  cache: publicCache,
})

export const chapterBySlug = endpoint({
  name: 'chapterBySlug',
  doc: {
    answer:
      "Chapter, its `comic` the post's whole PostCard (a reader's address names the slug: one call opens it); 404 `Post not found` or `Chapter not found`",
  },
  area,
  method: 'GET',
  path: chapterBySlugRoute,
  summary:
    "A chapter by its post's slug, its `comic` the post's whole card; 404 `Post not found` or `Chapter not found`",
  params: v.object({ posttype: posttypeParam, slug: slugParam, chapterIndex: idParam }),
  answer: readerChapterSchema,
  cache: publicCache,
})

export const categories = endpoint({
  name: 'categories',
  doc: { answer: 'Category[] of that post type' },
  area,
  method: 'GET',
  path: categoriesRoute,
  summary: "A post type's categories",
  params: categoriesParams,
  answer: v.array(categorySchema),
  cache: publicCache,
})

/** A list's query, by its path: the reserved category `related` lists one post's related posts. */
const listQueryFor = (params: Record<string, string>) =>
  params.category === 'related' ? relatedQuery : listQuery

const postList = (name: string, path: string, summary: string, doc?: Doc) =>
  endpoint({
    name,
    area,
    method: 'GET',
    path,
    summary,
    doc,
    params: listParams,
    query: listQuery,
    queryFor: listQueryFor,
    answer: v.array(postCardSchema),
    extras: pageExtras,
    cache: publicCache,
  })

export const list = postList('postList', listRoute, "A post type's cards (20 a page), `is_next`", {
  request: '`/posts/lists/{posttype}/[{categorySlug}/][paged/{n}/][?sortby=]`',
  answer: 'PostCard[] (20 a page), `is_next`',
})
export const listPaged = postList('postListPaged', listPagedRoute, "A further page of a post type's cards")
export const categoryList = postList(
  'categoryList',
  categoryListRoute,
  "A category's cards; the category `related` with `filter=post_id__{id}` lists a post's related posts",
  {
    request: '`/posts/lists/{posttype}/related/paged/{page}/?filter=post_id__{id}`',
    answer: "A category's PostCard[]; `related` lists the PostCard[] sharing a category with that post",
  },
)
export const categoryListPaged = postList(
  'categoryListPaged',
  categoryListPagedRoute,
  "A further page of a category's cards",
)

const actorPosts = (name: string, path: string, summary: string, doc?: Doc) =>
  endpoint({
    name,
    area,
    method: 'GET',
    path,
    summary,
    doc,
    params: actorParams,
    query: listQuery,
    answer: v.array(postCardSchema),
    // The person the posts are of, beside them.
    extras: v.object({ ...pageExtras.entries, actor: personSchema }),
    cache: publicCache,
  })

export const actor = actorPosts(
  'actorPosts',
  actorRoute,
  "A person's posts, with `actor: {id, title, slug}`",
  {
    request: '`/posts/actor/{slug}/[paged/{n}/]`',
    answer: 'PostCard[] with the person, `actor: {id, title, slug}`',
  },
)
export const actorPaged = actorPosts('actorPostsPaged', actorPagedRoute, "A further page of a person's posts")

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

export const postEndpoints = [
  postDetail,
  chapterList,
  chapter,
  chapterBySlug,
  categories,
  list,
  listPaged,
  categoryList,
  categoryListPaged,
  actor,
  actorPaged,
  views,
  rating,
  like,
  memberState,
  reviews,
]
