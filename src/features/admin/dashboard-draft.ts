import type { Posttype } from '../../contract/posttypes.ts'
import { postListTypes } from '../../contract/schemas/dashboards.ts'
import { listSorts } from '../../contract/sorts.ts'
import { withoutEmpty } from './list-edit.ts'
import type { StoredModule } from './site-api.ts'

/*
 * A dashboard module as its form edits it: every field the 11 types may have, loosely typed while
 * being typed, made into the stored shape (no empty field, a label in both languages or none) when
 * it is previewed or saved. The server checks the rest and says what is wrong.
 */

export const moduleTypes = [
  ...postListTypes,
  'itemstab',
  'slider',
  'posttype_slider',
  'type_tabs',
  'blocklabel',
  'space',
  'homechat',
] as const
export type ModuleType = (typeof moduleTypes)[number]

export interface Texts {
  vi: string
  en: string
}
export interface SourceDraft {
  posttype: Posttype
  sortby?: string
  category?: string
  limit: number
  ids?: number[]
}
export interface ItemDraft {
  title?: Texts
  label?: Texts
  description?: Texts
  image?: string
  slug?: string
  url?: string
  posttype?: string
}
export interface TabDraft {
  label: Texts
  slug: string
  source: SourceDraft
}
export interface ModuleDraft {
  type: string
  name: string
  label?: Texts
  source?: SourceDraft
  items?: ItemDraft[]
  tabs?: TabDraft[]
  [field: string]: unknown
}

export const isPostList = (type: string) => (postListTypes as readonly string[]).includes(type)
const emptyTexts = (): Texts => ({ vi: '', en: '' })
export const newSource = (posttype: Posttype = 'movie'): SourceDraft => ({
  posttype,
  sortby: listSorts[0],
  limit: 12,
})

/** A new module of a type, with what that type needs to be filled in. */
export function newModule(type: ModuleType, place: number): ModuleDraft {
  const base = { type, name: `${type}-${place}`, label: emptyTexts() }
  if (isPostList(type)) return { ...base, source: newSource() }
  if (type === 'itemstab') return { ...base, tabs: [{ label: emptyTexts(), slug: '', source: newSource() }] }
  if (type === 'slider') return { ...base, items: [{ title: emptyTexts(), image: '', slug: '' }] }
  if (type === 'posttype_slider' || type === 'type_tabs') {
    return { ...base, items: [{ label: emptyTexts(), posttype: 'movie', url: '' }] }
  }
  return base
}

const filled = (texts: Texts | undefined) =>
  texts && (texts.vi.trim() || texts.en.trim()) ? texts : undefined

function storedSource(source: SourceDraft) {
  const { ids, ...rest } = withoutEmpty(source)
  return ids && ids.length > 0 ? { ...rest, ids } : rest
}

function storedItem(item: ItemDraft) {
  const { title, label, description, ...rest } = withoutEmpty(item)
  return withoutEmpty({ ...rest, title, label: filled(label), description: filled(description) })
}

/** The module as the server stores it. */
export function storedModule(module: ModuleDraft): StoredModule {
  const { label, source, items, tabs, ...rest } = withoutEmpty(module)
  return withoutEmpty({
    ...rest,
    label: filled(label),
    source: source && storedSource(source),
    items: items?.map(storedItem),
    tabs: tabs?.map((tab) => ({ ...tab, source: storedSource(tab.source) })),
  }) as unknown as StoredModule
}
