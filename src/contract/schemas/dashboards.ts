import * as v from 'valibot'
import { imageSchema, postCardSchema } from './cards.ts'
import { lenientArray } from './envelope.ts'

const text = v.nullish(v.string())
const id = v.union([v.number(), v.string()])

const moduleFields = {
  id,
  name: v.optional(v.string(), ''),
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

/** Each family of module types gets a `kind`, so screens switch on one field TypeScript can narrow. */
const moduleOf = <const K extends string, T extends v.GenericSchema, I extends v.GenericSchema>(
  kind: K,
  type: T,
  items: I,
) =>
  v.pipe(
    v.object({ ...moduleFields, type, items }),
    v.transform((module) => ({ ...module, kind })),
  )

export const postListTypes = ['itemshorizontal', 'itemslider', 'itemslist', 'itemgrid'] as const
const linkTypes = ['type_tabs', 'posttype_slider'] as const
const knownTypes: readonly string[] = [
  ...postListTypes,
  ...linkTypes,
  'slider',
  'itemstab',
  'blocklabel',
  'space',
  'homechat',
]

const bannerSchema = v.object({
  id,
  title: v.string(),
  description: text,
  images: v.nullish(imageSchema),
  images_mobile: v.nullish(imageSchema),
  /** An absolute link (opens in a new tab) or an in-app path. */
  slug: v.string(),
})
export type Banner = v.InferOutput<typeof bannerSchema>

const tabSchema = v.object({
  id,
  label: v.string(),
  slug: text,
  api: text,
  items: lenientArray(postCardSchema),
})

const linkItemSchema = v.object({ posttype: text, label: v.string(), url: text, image: text })
export type ModuleLinkItem = v.InferOutput<typeof linkItemSchema>

const noItems = v.nullish(v.array(v.unknown()), [])

/** A dashboard module (docs/api.md Module), by the family of its type. */
export const dashboardModuleSchema = v.union([
  moduleOf('posts', v.picklist(postListTypes), lenientArray(postCardSchema)),
  moduleOf('banner', v.literal('slider'), lenientArray(bannerSchema)),
  moduleOf('tabs', v.literal('itemstab'), lenientArray(tabSchema)),
  moduleOf('links', v.picklist(linkTypes), lenientArray(linkItemSchema)),
  moduleOf('label', v.literal('blocklabel'), noItems),
  moduleOf('space', v.literal('space'), noItems),
  moduleOf('chat', v.literal('homechat'), noItems),
  // A type this app does not know yet is kept (the layout reads some fields) but never drawn.
  moduleOf(
    'other',
    v.pipe(
      v.string(),
      v.check((type) => !knownTypes.includes(type)),
    ),
    noItems,
  ),
])
export type DashboardModule = v.InferOutput<typeof dashboardModuleSchema>

/** The modules of a dashboard; a module that does not match its type is left out, the others stay. */
export const modulesSchema = lenientArray(dashboardModuleSchema)

/** A category tab above a section dashboard; `filter` is what the API takes back to choose it. */
const categoryTabSchema = v.object({
  id: v.number(),
  name: v.string(),
  slug: text,
  filter: text,
})
export type CategoryTab = v.InferOutput<typeof categoryTabSchema>

export const sectionDashboardSchema = v.object({
  modules: modulesSchema,
  tabs: lenientArray(categoryTabSchema),
})
export type SectionDashboard = v.InferOutput<typeof sectionDashboardSchema>
