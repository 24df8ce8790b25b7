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
