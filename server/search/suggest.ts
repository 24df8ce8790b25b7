import { sql } from 'drizzle-orm'
import type { Language as Lang } from '../../src/contract/languages.ts'
import { SUGGEST_CATEGORIES_MAX, SUGGEST_PEOPLE_MAX, SUGGEST_POSTS_MAX } from '../../src/contract/limits.ts'
import {
  categoryPagePath,
  personPagePath,
  postPagePath,
  searchPagePath,
} from '../../src/contract/page-paths.ts'
import { type PersonRole, personRoles } from '../../src/contract/person-roles.ts'
import type { Posttype } from '../../src/contract/posttypes.ts'
import { type Audience, audienceKey, categoryShown, seenByP } from '../audience/index.ts'
import type { ServerContext } from '../context.ts'
import { prepared, slot } from '../db/prepared.ts'
import type { Localized } from '../db/schema.ts'
import { imageOf } from '../posts/images.ts'
import { localize } from '../posts/localize.ts'

interface Found {
  posts: { slug: string; posttype: Posttype; title: Localized; feature: string | null }[]
  people: { slug: string; title: string; roles: PersonRole[] }[]
  authors: { author: string }[]
  categories: { slug: string; posttype: Posttype; name: Localized }[]
}

const limit = (n: number) => sql.raw(String(n))

/**
 * What a query being typed finds, in one round trip: the most viewed posts whose title matches, the
 * directors and actors credited on a published post, the authors of published posts (most viewed
 * first), and the categories, each read from its word index (migrations 0003 and 0013) and capped.
 * Words match as in search (query.ts): every word of the query begins a word of the name.
 */
const suggestQuery = (ctx: ServerContext, audience: Audience, lang: Lang) =>
  prepared(ctx.db, `suggest ${lang}${audienceKey(audience)}`, (name) => {
    const q = slot('q')
    // Only what the asker may see (server/audience/): its posts, the people and authors of them, and
    // no category hidden from them.
    const seen = seenByP(audience)
    const shown = categoryShown(audience, 'c.id')
    const titleWords = lang === 'en' ? 'p.search_words_en' : 'p.search_words_vi'
    const categoryWords = lang === 'en' ? 'c.search_words_en' : 'c.search_words_vi'
    return ctx.db
      .select({
        posts: sql<Found['posts']>`(select coalesce(json_agg(s), '[]') from (
          select p.slug, p.posttype, p.title, p.feature from posts p
          where ${seen} and ${sql.raw(titleWords)} @@ mot_prefix_query(${q})
          order by p.views desc, p.id desc limit ${limit(SUGGEST_POSTS_MAX)}) s)`,
        people: sql<Found['people']>`(select coalesce(json_agg(s), '[]') from (
          select pe.slug, pe.title, credited.roles from people pe
          cross join lateral (select json_agg(distinct pp.role) as roles from post_people pp
            join posts p on p.id = pp.post_id where pp.person_id = pe.id and ${seen}) credited
          where pe.search_words @@ mot_prefix_query(${q}) and credited.roles is not null
          order by pe.title, pe.id limit ${limit(SUGGEST_PEOPLE_MAX)}) s)`,
        authors: sql<Found['authors']>`(select coalesce(json_agg(s), '[]') from (
          select p.author from posts p
          where p.search_author_words @@ mot_prefix_query(${q}) and ${seen}
          group by p.author order by sum(p.views) desc, p.author limit ${limit(SUGGEST_PEOPLE_MAX)}) s)`,
        categories: sql<Found['categories']>`(select coalesce(json_agg(s), '[]') from (
          select c.slug, c.posttype, c.name from categories c
          where ${sql.raw(categoryWords)} @@ mot_prefix_query(${q})${shown ? sql` and ${shown}` : sql``}
          order by c.posttype, c.id limit ${limit(SUGGEST_CATEGORIES_MAX)}) s)`,
      })
      .from(sql`(values (1)) as one`)
      .prepare(name)
  })

/**
 * Suggestions for a query being typed, each with the address the app opens: a post's page, a
 * person's page, a category's page; an author has none, so theirs searches their name. Directors
 * and actors come before authors, within SUGGEST_PEOPLE_MAX together.
 */
export async function suggest(ctx: ServerContext, audience: Audience, lang: Lang, q: string) {
  const [found] = await suggestQuery(ctx, audience, lang).execute({ q })
  if (!found) return { posts: [], people: [], categories: [] }
  // An author credited by name has a page: their name as typed text is not suggested a second time.
  const credited = new Set(found.people.map((person) => person.title))
  return {
    posts: found.posts.map((post) => ({
      title: localize(post.title, lang) ?? '',
      slug: post.slug,
      posttype: post.posttype,
      feature: imageOf(ctx, post.feature, 'cover'),
      href: postPagePath(lang, post.posttype, post.slug),
    })),
    people: [
      ...found.people.map((person) => ({
        name: person.title,
        kind: 'person' as const,
        // Said in one order, whichever the database gave.
        roles: personRoles.filter((role) => person.roles.includes(role)),
        href: personPagePath(lang, person.slug),
      })),
      ...found.authors
        .filter(({ author }) => !credited.has(author))
        .map(({ author }) => ({
          name: author,
          kind: 'author' as const,
          href: searchPagePath(lang, author),
        })),
    ].slice(0, SUGGEST_PEOPLE_MAX),
    categories: found.categories.map((category) => ({
      name: localize(category.name, lang) ?? category.slug,
      slug: category.slug,
      posttype: category.posttype,
      href: categoryPagePath(lang, category.posttype, category.slug),
    })),
  }
}
