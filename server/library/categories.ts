import { and, eq } from 'drizzle-orm'
import type { Posttype } from '../../src/contract/posttypes.ts'
import { CATEGORY_NAME_MAX } from '../../src/contract/schemas/admin-taxonomy.ts'
import { categories } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import { slugOf } from '../posts/slug.ts'

/**
 * The ids of the categories of a post type that `names` name, by slug or by either of their names,
 * accents, case and punctuation aside (`kinh di`, `Kinh Dị` and `kinh-di` are one). With `make`, a
 * name no category has becomes one, named by it in both languages (admins rename it as they like);
 * a name longer than a category's is left out.
 */
export async function categoryIdsOf(
  tx: Tx,
  posttype: Posttype,
  names: string[],
  make: boolean,
): Promise<number[]> {
  const wanted = names.map((name) => ({ name: name.normalize('NFC').trim(), key: slugOf(name) }))
  if (!wanted.some((w) => w.key)) return []
  const stored = await tx
    .select({ id: categories.id, slug: categories.slug, name: categories.name })
    .from(categories)
    .where(eq(categories.posttype, posttype))
  const byKey = new Map<string, number>()
  for (const category of stored) {
    for (const key of [category.slug, slugOf(category.name.vi), slugOf(category.name.en)]) {
      if (key && !byKey.has(key)) byKey.set(key, category.id)
    }
  }
  const ids = new Set<number>()
  for (const { name, key } of wanted) {
    if (!key) continue
    let id = byKey.get(key)
    if (id === undefined && make && [...name].length <= CATEGORY_NAME_MAX) {
      id = await makeCategory(tx, posttype, key, name)
      byKey.set(key, id)
    }
    if (id !== undefined) ids.add(id)
  }
  return [...ids]
}

/** A new category (or the one another import made by the same slug a moment before). */
async function makeCategory(tx: Tx, posttype: Posttype, slug: string, name: string) {
  const [made] = await tx
    .insert(categories)
    .values({ posttype, slug, name: { vi: name, en: name } })
    .onConflictDoNothing()
    .returning({ id: categories.id })
  if (made) return made.id
  const [found] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.posttype, posttype), eq(categories.slug, slug)))
  return found!.id
}
