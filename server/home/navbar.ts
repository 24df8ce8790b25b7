import { asc } from 'drizzle-orm'
import type { Language as Lang } from '../../src/contract/languages.ts'
import type { ServerContext } from '../context.ts'
import { menuEntries } from '../db/schema.ts'
import { localize } from '../posts/localize.ts'

/**
 * The side menu (spec §3 data.navbar) with labels in the request's language. `isLogin` stays absent
 * when stored absent: absent means everyone sees the entry, which true or false would not.
 */
export async function loadNavbar(ctx: ServerContext, lang: Lang) {
  const rows = await ctx.db
    .select({ entry: menuEntries.entry })
    .from(menuEntries)
    .orderBy(asc(menuEntries.position), asc(menuEntries.id))
  return rows.map(({ entry }) => ({
    ...entry,
    label: localize(entry.label, lang) ?? '',
    items: (entry.items ?? []).map((item) => ({ ...item, label: localize(item.label, lang) ?? '' })),
  }))
}
