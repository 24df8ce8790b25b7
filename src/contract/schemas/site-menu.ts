import * as v from 'valibot'
import { menuEntrySchema } from './home.ts'

/**
 * What every page's frame draws from the home index: the side menu's entries and the bottom bar's
 * outside sites. Pages other than the home keep only this, a few hundred bytes of the index's tens
 * of kB, so the page they come in stays small.
 */
export const siteMenuSchema = v.object({
  navbar: v.array(menuEntrySchema),
  sites: v.object({ games: v.nullable(v.string()), chat: v.nullable(v.string()) }),
})
export type SiteMenu = v.InferOutput<typeof siteMenuSchema>
