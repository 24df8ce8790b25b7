import { inArray } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { categories, chapters, members, people, posts } from '../db/schema.ts'

/** The log's target split into its kind and id (`post:12` → post, 12); `library:…` has no id. */
export function targetOf(target: string): { kind: string; id: number | null } {
  const [kind = '', rest = ''] = target.split(':', 2)
  return { kind, id: /^[1-9]\d{0,9}$/.test(rest) ? Number(rest) : null }
}

/** An entry's row as this file reads it. */
interface Entry {
  memberId: number | null
  target: string
  before: unknown
  after: unknown
}

/** A chapter's post as its entry wrote it (`post_id`; a deleted chapter's row, `postId`), for one gone since. */
function postIdWritten(entry: Entry): number | null {
  for (const value of [entry.before, entry.after]) {
    if (typeof value !== 'object' || value === null) continue
    const id = (value as Record<string, unknown>).post_id ?? (value as Record<string, unknown>).postId
    if (typeof id === 'number' && Number.isSafeInteger(id)) return id
  }
  return null
}

/** A number an entry's values kept under `name` (a comment's writer, `member_id`). */
function writtenId(entry: Entry, name: string): number | null {
  for (const value of [entry.before, entry.after]) {
    if (typeof value !== 'object' || value === null) continue
    const id = (value as Record<string, unknown>)[name]
    if (typeof id === 'number' && Number.isSafeInteger(id)) return id
  }
  return null
}

const ids = (wanted: Iterable<number | null>) => [...new Set([...wanted].filter((id) => id !== null))]

/**
 * What a page of audit entries names, as it is now: the posts, chapters, members, categories and
 * people its targets point to and the admins who acted, read in one query a kind (a page is at most
 * 50 entries), so the log can say what happened in words and link to each. Gone ones stay unnamed.
 */
export async function auditSubjects(db: Db, rows: Entry[]) {
  const targets = rows.map((row) => targetOf(row.target))
  const idsOf = (kind: string) => ids(targets.filter((t) => t.kind === kind).map((t) => t.id))
  const chapterIds = idsOf('chapter')
  const chapterRows = chapterIds.length
    ? await db
        .select({ id: chapters.id, postId: chapters.postId, title: chapters.title })
        .from(chapters)
        .where(inArray(chapters.id, chapterIds))
    : []
  const chapterPost = (entry: Entry, id: number | null) =>
    (id !== null && chapterRows.find((row) => row.id === id)?.postId) || postIdWritten(entry)
  // A comment's entry names its post and its writer in its values (the comment may be gone).
  const commentPost = (entry: Entry) => postIdWritten(entry)
  const commentWriter = (entry: Entry) => writtenId(entry, 'member_id')
  const postIds = ids([
    ...idsOf('post'),
    ...rows.map((row, i) => (targets[i]?.kind === 'chapter' ? chapterPost(row, targets[i].id) : null)),
    ...rows.map((row, i) => (targets[i]?.kind === 'comment' ? commentPost(row) : null)),
  ])
  const memberIds = ids([
    ...idsOf('member'),
    ...rows.map((row) => row.memberId),
    ...rows.map((row, i) => (targets[i]?.kind === 'comment' ? commentWriter(row) : null)),
  ])
  const categoryIds = idsOf('category')
  const personIds = idsOf('person')
  const [postRows, memberRows, categoryRows, personRows] = await Promise.all([
    postIds.length
      ? db
          .select({ id: posts.id, slug: posts.slug, posttype: posts.posttype, title: posts.title })
          .from(posts)
          .where(inArray(posts.id, postIds))
      : [],
    memberIds.length
      ? db
          .select({ id: members.id, name: members.name, email: members.email })
          .from(members)
          .where(inArray(members.id, memberIds))
      : [],
    categoryIds.length
      ? db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(categories.id, categoryIds))
      : [],
    personIds.length
      ? db.select({ id: people.id, title: people.title }).from(people).where(inArray(people.id, personIds))
      : [],
  ])
  const byId = <T extends { id: number }>(list: T[]) => new Map(list.map((item) => [item.id, item]))
  const postById = byId(postRows)
  const chapterById = byId(chapterRows)
  const memberById = byId(memberRows)
  const categoryById = byId(categoryRows)
  const personById = byId(personRows)

  return (row: Entry) => {
    const { kind, id } = targetOf(row.target)
    const chapter = kind === 'chapter' && id !== null ? chapterById.get(id) : undefined
    const postId =
      kind === 'post'
        ? id
        : kind === 'chapter'
          ? chapterPost(row, id)
          : kind === 'comment'
            ? commentPost(row)
            : null
    const memberId = kind === 'member' ? id : kind === 'comment' ? commentWriter(row) : null
    const person = kind === 'person' && id !== null ? personById.get(id) : undefined
    const category = kind === 'category' && id !== null ? categoryById.get(id) : undefined
    return {
      by: (row.memberId !== null && memberById.get(row.memberId)) || null,
      post: (postId !== null && postById.get(postId)) || null,
      chapter: chapter ? { id: chapter.id, title: chapter.title } : null,
      member: (memberId !== null && memberById.get(memberId)) || null,
      term: category
        ? { id: category.id, name: category.name }
        : person
          ? { id: person.id, name: { vi: person.title, en: person.title } }
          : null,
    }
  }
}
