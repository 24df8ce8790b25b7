import * as v from 'valibot'
import { type DashboardModule, modulesSchema } from './dashboards.ts'

const text = v.nullish(v.string())

/** A side-menu entry (docs/api.md MenuEntry); isLogin true: members only, false: visitors only. */
export const menuEntrySchema = v.object({
  name: v.string(),
  label: text,
  icon: text,
  type: v.string(),
  url: text,
  color: text,
  height: v.nullish(v.number()),
  isLogin: v.nullish(v.boolean()),
  items: v.nullish(v.array(v.object({ name: v.string(), label: text, url: text, icon: text })), []),
})
export type MenuEntry = v.InferOutput<typeof menuEntrySchema>

export type HomeModule = DashboardModule

/** The menu must be readable (every page draws it); the modules are checked one by one. */
export const homeIndexSchema = v.object({
  navbar: v.array(menuEntrySchema),
  modules: modulesSchema,
})
export type HomeIndex = v.InferOutput<typeof homeIndexSchema>

/**
 * What every page's frame draws from the home index: the side menu's entries and the bottom bar's
 * outside sites. Pages other than the home keep only this, a few hundred bytes of the index's tens
 * of kB, so the page they come in stays small.
 */
export const siteMenuSchema = v.object({
  navbar: v.array(menuEntrySchema),
  sites: v.object({ games: v.string(), chat: v.string() }),
})
export type SiteMenu = v.InferOutput<typeof siteMenuSchema>
