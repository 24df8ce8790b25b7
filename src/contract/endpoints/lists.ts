import * as v from 'valibot'
import {
  actorPagedRoute,
  actorRoute,
  categoriesRoute,
  categoryListPagedRoute,
  categoryListRoute,
  listPagedRoute,
  listRoute,
} from '../paths.ts'
import { personRoles } from '../person-roles.ts'
import { postCardSchema } from '../schemas/cards.ts'
import { personSchema } from '../schemas/detail.ts'
import { pageExtras } from '../schemas/envelope.ts'
import { categorySchema } from '../schemas/lists.ts'
import {
  actorParams,
  actorQuery,
  categoriesParams,
  listParams,
  listQuery,
  relatedQuery,
} from '../schemas/requests.ts'
import { type Doc, endpoint, publicCache } from './endpoint.ts'

/** Lists: a post type's categories, its cards (all, or a category's), a person's posts. */
const area = 'posts'

export const categories = endpoint({
  name: 'categories',
  // What the asker may see differs (server/audience/): the app sends its session.
  session: 'optional',
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
    // What the asker may see differs (server/audience/): the app sends its session.
    session: 'optional',
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

/** A role a person is credited in, and on how many published posts. */
const personRoleCount = v.object({ role: v.picklist(personRoles), posts: v.number() })

const actorPosts = (name: string, path: string, summary: string, doc?: Doc) =>
  endpoint({
    name,
    // What the asker may see differs (server/audience/): the app sends its session.
    session: 'optional',
    area,
    method: 'GET',
    path,
    summary,
    doc,
    params: actorParams,
    query: actorQuery,
    answer: v.array(postCardSchema),
    // The person the posts are of, beside them, with what they are credited as and on how many posts.
    extras: v.object({
      ...pageExtras.entries,
      actor: personSchema,
      roles: v.optional(v.array(personRoleCount), []),
    }),
    cache: publicCache,
  })

export const actor = actorPosts(
  'actorPosts',
  actorRoute,
  "A person's posts (in one role with `role=author`…), with `actor: {id, title, slug}` and their `roles`",
  {
    request: '`/posts/actor/{slug}/[paged/{n}/][?role=author|artist|director|actor|studio]`',
    answer:
      'PostCard[] with the person, `actor: {id, title, slug}`, and `roles: {role, posts}[]` (what they are credited as, on how many posts)',
  },
)
export const actorPaged = actorPosts('actorPostsPaged', actorPagedRoute, "A further page of a person's posts")

export const listEndpoints = [categories, list, listPaged, categoryList, categoryListPaged, actor, actorPaged]
