import type { Db } from '../../server/db/client.ts'
import {
  type ChapterContent,
  chapters,
  type Posttype,
  posts,
  type VideoSource,
} from '../../server/db/schema.ts'

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
