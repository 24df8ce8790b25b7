import * as v from 'valibot'
import { searchPagedRoute, searchRoute, searchSuggestRoute } from '../paths.ts'
import { postCardSchema } from '../schemas/cards.ts'
import { pageExtras } from '../schemas/envelope.ts'
import { searchPageParams, searchQuery, searchSuggestQuery } from '../schemas/requests.ts'
import { suggestionsSchema } from '../schemas/search.ts'
import { termSchema, termsQuery } from '../schemas/terms.ts'
import { type Doc, endpoint, publicCache } from './endpoint.ts'

/** Search, its suggestions as a query is typed, and the terms (categories and people). */
const area = 'search'

const search = (name: string, path: string, summary: string, doc?: Doc) =>
  endpoint({
    name,
    // What the asker may see differs (server/audience/): the app sends its session.
    session: 'optional',
    area,
    method: 'GET',
    path,
    summary,
    doc,
    params: searchPageParams,
    query: searchQuery,
    answer: v.array(postCardSchema),
    // How many posts were found in all, and what to show when none was.
    extras: v.object({ ...pageExtras.entries, total: v.number(), message: v.string() }),
    cache: publicCache,
  })

export const searchPosts = search(
  'search',
  searchRoute,
  'Posts whose title, people or categories begin with every word of `q`, with `is_next`, `total`, `message`',
  {
    request: '`/posts/search/[paged/{n}/]?q=&filter=posttype__{type}&sortby=`',
    answer: 'PostCard[], `is_next`, `total`, `message`',
  },
)
export const searchPaged = search('searchPaged', searchPagedRoute, 'A further page of a search')

export const searchSuggest = endpoint({
  name: 'searchSuggest',
  // What the asker may see differs (server/audience/): the app sends its session.
  session: 'optional',
  doc: {
    request: '`/posts/search/suggest/?q=` (`q` 2 to 100 characters, trimmed)',
    answer:
      '`{posts: [{title, slug, posttype, feature: Image|null, href}], people: [{name, kind, roles, href}], categories: [{name, slug, posttype, href}]}`: at most 5 posts, 3 people and 3 categories (src/contract/limits.ts); `roles` say what a director or actor is credited as (`director`, `actor`); publicly cached',
  },
  area,
  method: 'GET',
  path: searchSuggestRoute,
  summary: 'A few posts, people and categories as a query is typed',
  query: searchSuggestQuery,
  answer: suggestionsSchema,
  cache: publicCache,
})

export const termsRoute = '/terms/lists/'

export const terms = endpoint({
  name: 'terms',
  // Categories hidden from the asker are left out (server/audience/): the app sends its session.
  session: 'optional',
  doc: {
    request: '`/terms/lists/[?filter=taxonomy__{category,author,artist,director,actor,studio}]`',
    answer: '`[{id, name, slug, taxonomy, posttype}]`',
  },
  area: 'terms',
  method: 'GET',
  path: termsRoute,
  summary: 'Categories (with their post type), then directors and actors (no post type)',
  query: termsQuery,
  answer: v.array(termSchema),
  cache: publicCache,
})

export const searchEndpoints = [searchPosts, searchPaged, searchSuggest]
export const termEndpoints = [terms]
