import type { Db } from '../../server/db/client.ts'
import {
  type ChapterContent,
  categories,
  chapters,
  people,
  postCategories,
  postPeople,
  posts,
  type VideoSource,
} from '../../server/db/schema.ts'
import type { PersonRole } from '../../src/contract/person-roles.ts'
import type { Posttype } from '../../src/contract/posttypes.ts'

let counter = 0

/** Inserts a post with sensible defaults; titles are given per language or derived from the slug. */
export async function createPost(
  db: Db,
  fields: Partial<typeof posts.$inferInsert> & {
    posttype?: Posttype
    titleVi?: string
    titleEn?: string
  } = {},
) {
  counter += 1
  const slug = fields.slug ?? `post-${counter}-${Date.now().toString(36)}`
  const { titleVi, titleEn, ...rest } = fields
  const [post] = await db
    .insert(posts)
    .values({
      posttype: 'comic',
      title: { vi: titleVi ?? `Truyện ${slug}`, en: titleEn ?? `Story ${slug}` },
      description: { vi: 'Mô tả', en: 'Description' },
      feature: `covers/${slug}.svg`,
      ...rest,
      slug,
    })
    .returning()
  return post!
}

/** Inserts chapters 1..count of a post. */
export async function createChapters(
  db: Db,
  postId: number,
  count: number,
  make: (index: number) => { content?: ChapterContent; source?: VideoSource[] } = () => ({}),
) {
  const rows = Array.from({ length: count }, (_, i) => {
    const index = i + 1
    const { content, source } = make(index)
    return {
      postId,
      index,
      title: { vi: `Chương ${index}`, en: `Chapter ${index}` },
      content: content === undefined ? null : { vi: content, en: content },
      source: source ?? null,
    }
  })
  return db.insert(chapters).values(rows).returning()
}

/** Inserts a category of a post type; the name is given per language or derived from the slug. */
export async function createCategory(
  db: Db,
  posttype: Posttype,
  slug: string,
  name?: { vi: string; en: string },
) {
  const [category] = await db
    .insert(categories)
    .values({ posttype, slug, name: name ?? { vi: `Thể loại ${slug}`, en: `Category ${slug}` } })
    .returning()
  return category!
}

/** Puts posts in a category. */
export async function addToCategory(db: Db, categoryId: number, postIds: number[]) {
  if (postIds.length === 0) return
  await db.insert(postCategories).values(postIds.map((postId) => ({ postId, categoryId })))
}

/** Inserts a director or actor. */
export async function createPerson(db: Db, slug: string, title: string) {
  const [person] = await db.insert(people).values({ slug, title }).returning()
  return person!
}

/** Credits a person on a post in a role, in credit order. */
export async function credit(db: Db, postId: number, personId: number, role: PersonRole, position = 0) {
  await db.insert(postPeople).values({ postId, personId, role, position })
}
