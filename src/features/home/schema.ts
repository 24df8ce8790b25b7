import * as v from 'valibot'
import { imageSchema, postCardSchema } from '../../shared/api/schemas.ts'

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

const moduleFields = {
  id: v.union([v.number(), v.string()]),
  name: v.string(),
  label: text,
  posttype: text,
  backgroundColor: text,
  height: v.nullish(v.number()),
  filterKey: text,
  button: v.nullish(
    v.object({
      type: v.string(),
      label: text,
      data: v.nullish(v.looseObject({ api: text, posttype: text, sortby: text, url: text }), {}),
    }),
  ),
}

/** Each module type family gets a `kind`, so screens can switch on one field TypeScript can narrow. */
const moduleOf = <const K extends string, T extends v.GenericSchema, I extends v.GenericSchema>(
  kind: K,
  type: T,
  items: I,
) =>
  v.pipe(
    v.object({ ...moduleFields, type, items }),
    v.transform((module) => ({ ...module, kind })),
  )

const postTypes = ['itemshorizontal', 'itemslider', 'itemslist', 'itemgrid'] as const
const linkTypes = ['type_tabs', 'posttype_slider'] as const
const knownTypes: readonly string[] = [...postTypes, ...linkTypes, 'slider', 'itemstab']

const bannerSchema = v.object({
  id: v.union([v.number(), v.string()]),
  title: v.string(),
  description: text,
  images: v.nullish(imageSchema),
  images_mobile: v.nullish(imageSchema),
  /** An absolute link (opens in a new tab) or an in-app path. */
  slug: v.string(),
})

const tabSchema = v.object({
  id: v.union([v.number(), v.string()]),
  label: v.string(),
  slug: text,
  api: text,
  items: v.array(postCardSchema),
})

const linkItemSchema = v.object({ posttype: text, label: v.string(), url: text, image: text })

export const homeModuleSchema = v.union([
  moduleOf('posts', v.picklist(postTypes), v.array(postCardSchema)),
  moduleOf('banner', v.literal('slider'), v.array(bannerSchema)),
  moduleOf('tabs', v.literal('itemstab'), v.array(tabSchema)),
  moduleOf('links', v.picklist(linkTypes), v.array(linkItemSchema)),
  // blocklabel, space, homechat and types this app does not know yet: drawn from their label only.
  moduleOf(
    'other',
    v.pipe(
      v.string(),
      v.check((type) => !knownTypes.includes(type)),
    ),
    v.nullish(v.array(v.unknown()), []),
  ),
])
export type HomeModule = v.InferOutput<typeof homeModuleSchema>

export const homeIndexSchema = v.object({
  navbar: v.array(menuEntrySchema),
  modules: v.array(homeModuleSchema),
})
export type HomeIndex = v.InferOutput<typeof homeIndexSchema>
