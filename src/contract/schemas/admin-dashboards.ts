import * as v from 'valibot'
import {
  DASHBOARD_MODULES_MAX,
  DESCRIPTION_MAX,
  dashboardPageNames,
  LABEL_MAX,
  MENU_ENTRIES_MAX,
  MENU_ITEMS_MAX,
  MODULE_ITEMS_MAX,
  MODULE_TABS_MAX,
  SOURCE_LIMIT_MAX,
} from '../dashboard-limits.ts'
import { MAX_ID } from '../limits.ts'
import { posttypes } from '../posttypes.ts'
import { listSorts, searchSorts } from '../sorts.ts'
import { colorField, iconField, imageField, lineOfText, linkField, localizedText } from './admin-text.ts'
import { atLeastItems, atMostItems, oneOf, reasons, say, wholeNumberFrom } from './reasons.ts'
import { csrfField, slugParam } from './requests.ts'

/*
 * What an admin saves as a dashboard's modules and as the side menu (paths.ts `adminDashboard…`,
 * `adminMenuRoute`), with caps so a page stays a page: the server stores modules of exactly this
 * shape (server/db/schema.ts StoredModule), and the menu's entries (StoredMenuEntry).
 */

export const adminDashboardParams = v.object({
  page: v.picklist(dashboardPageNames, say(oneOf(dashboardPageNames))),
})

// Where the admin's API module has always found it; the limits are read from dashboard-limits.ts.
export { dashboardPageNames }

const posttypeField = v.picklist(posttypes, say(oneOf(posttypes)))
const sorts = [...new Set([...listSorts, ...searchSorts])]
const sortField = v.picklist(sorts, say(oneOf(sorts)))
const label = localizedText(LABEL_MAX)
const nameField = lineOfText(60)
const postIdReason = say({ vi: 'phải là mã một bài', en: 'must be a post id' })
const postId = v.pipe(
  v.number(postIdReason),
  v.integer(postIdReason),
  v.minValue(1, postIdReason),
  v.maxValue(MAX_ID, postIdReason),
)

/**
 * Which posts fill a module: the first `limit` of a post type in a sort, in one of its categories
 * when `category` names one; or, with `ids`, the posts an admin chose, in that order.
 */
export const postSourceSchema = v.object({
  posttype: posttypeField,
  sortby: v.optional(sortField, listSorts[0]),
  category: v.optional(slugParam),
  limit: v.pipe(
    v.number(say(reasons.number)),
    v.integer(say(reasons.wholeNumber)),
    v.minValue(1, say({ vi: 'phải từ 1 trở lên', en: 'must be at least 1' })),
    v.maxValue(
      SOURCE_LIMIT_MAX,
      say({ vi: `chỉ được tối đa ${SOURCE_LIMIT_MAX}`, en: `must be at most ${SOURCE_LIMIT_MAX}` }),
    ),
  ),
  ids: v.optional(
    v.pipe(
      v.array(postId, say({ vi: 'phải là một danh sách mã bài', en: 'must be a list of post ids' })),
      v.minLength(1, say({ vi: 'phải có ít nhất một bài', en: 'must name at least one post' })),
      v.maxLength(
        SOURCE_LIMIT_MAX,
        say({
          vi: `chỉ được có tối đa ${SOURCE_LIMIT_MAX} bài`,
          en: `must name at most ${SOURCE_LIMIT_MAX} posts`,
        }),
      ),
      v.check(
        (ids) => new Set(ids).size === ids.length,
        say({ vi: 'không được có một bài hai lần', en: 'must not name a post twice' }),
      ),
    ),
  ),
})

export type StoredPostSource = v.InferOutput<typeof postSourceSchema>

const buttonSchema = v.object({
  type: v.pipe(
    v.string(say(reasons.text)),
    v.regex(
      /^[a-z_]{1,30}$/,
      say({ vi: 'phải là một kiểu nút (a-z, _)', en: 'must be a button type (a-z, _)' }),
    ),
  ),
  label,
  data: v.optional(
    v.object({
      api: v.optional(linkField),
      posttype: v.optional(posttypeField),
      sortby: v.optional(sortField),
      url: v.optional(linkField),
    }),
    {},
  ),
})

/** Fields every module may have; the layout reads them whatever the type. */
const common = {
  name: nameField,
  label: v.optional(label),
  posttype: v.optional(posttypeField),
  button: v.optional(buttonSchema),
  backgroundColor: v.optional(colorField),
  height: v.optional(
    v.pipe(
      v.number(say(reasons.number)),
      v.integer(say(reasons.wholeNumber)),
      v.minValue(0, say(wholeNumberFrom(0, 2000))),
      v.maxValue(2000, say(wholeNumberFrom(0, 2000))),
    ),
  ),
  filterKey: v.optional(
    v.pipe(
      v.string(say(reasons.text)),
      v.regex(
        /^[\w-]{1,60}$/,
        say({ vi: 'phải là một khoá (a-z, 0-9, _, -)', en: 'must be a key (a-z, 0-9, _, -)' }),
      ),
    ),
  ),
}

const itemsOf = <T extends v.GenericSchema>(item: T, min: number) =>
  v.pipe(
    v.array(item, say(reasons.list)),
    v.minLength(min, say(atLeastItems(min))),
    v.maxLength(MODULE_ITEMS_MAX, say(atMostItems(MODULE_ITEMS_MAX))),
  )

/** A slider's banner: its picture, title and where it leads. */
const bannerItem = v.object({
  title: label,
  description: v.optional(localizedText(DESCRIPTION_MAX)),
  image: imageField,
  image_mobile: v.optional(imageField),
  slug: v.optional(linkField),
})

/** posttype_slider and type_tabs: one entry per post type, or a link. */
const linkItem = v.object({
  posttype: v.optional(posttypeField),
  label,
  image: v.optional(imageField),
  url: v.optional(linkField),
})

const tabSchema = v.object({ label, slug: slugParam, source: postSourceSchema })

const moduleTypes = [
  'itemshorizontal',
  'itemslider',
  'itemslist',
  'itemgrid',
  'slider',
  'itemstab',
  'posttype_slider',
  'type_tabs',
  'blocklabel',
  'space',
  'homechat',
] as const
const menuEntryTypes = ['block', 'space', 'menu', 'line'] as const

/** The 11 module types (docs/api.md Module), each with what it needs. */
export const storedModuleSchema = v.variant(
  'type',
  [
    v.object({
      ...common,
      type: v.picklist(['itemshorizontal', 'itemslider', 'itemslist', 'itemgrid']),
      source: postSourceSchema,
    }),
    v.object({ ...common, type: v.literal('slider'), items: itemsOf(bannerItem, 1) }),
    v.object({
      ...common,
      type: v.literal('itemstab'),
      tabs: v.pipe(
        v.array(tabSchema, say(reasons.list)),
        v.minLength(1, say(atLeastItems(1))),
        v.maxLength(MODULE_TABS_MAX, say(atMostItems(MODULE_TABS_MAX))),
      ),
    }),
    v.object({ ...common, type: v.picklist(['posttype_slider', 'type_tabs']), items: itemsOf(linkItem, 1) }),
    v.object({ ...common, type: v.picklist(['blocklabel', 'space', 'homechat']) }),
  ],
  say(oneOf(moduleTypes)),
)
export type StoredModuleInput = v.InferOutput<typeof storedModuleSchema>

const modulesField = v.pipe(
  v.array(storedModuleSchema, say({ vi: 'phải là một danh sách mô-đun', en: 'must be a list of modules' })),
  v.maxLength(
    DASHBOARD_MODULES_MAX,
    say(atMostItems(DASHBOARD_MODULES_MAX, { vi: 'mô-đun', en: 'modules' })),
  ),
)

/** `POST /admin/dashboards/{page}/` (JSON): the page's modules, in order, replacing those saved. */
export const saveDashboardBody = v.object({ csrf_token: csrfField, modules: modulesField })

/**
 * `POST /admin/dashboards/{page}/preview/` (JSON): what the public call would answer with these
 * modules, nothing saved; `category` narrows a section's dashboard as its category tab would.
 */
export const previewDashboardBody = v.object({
  csrf_token: csrfField,
  modules: modulesField,
  category: v.optional(postId),
})

const menuItem = v.object({
  name: nameField,
  label,
  url: v.optional(linkField),
  icon: v.optional(iconField),
})

/** A side-menu entry as stored (spec §3 data.navbar); `isLogin` absent: everyone sees it. */
export const storedMenuEntrySchema = v.object({
  type: v.picklist(menuEntryTypes, say(oneOf(menuEntryTypes))),
  name: nameField,
  label: v.optional(label),
  icon: v.optional(iconField),
  url: v.optional(linkField),
  color: v.optional(colorField),
  height: v.optional(
    v.pipe(
      v.number(say(reasons.number)),
      v.integer(say(reasons.wholeNumber)),
      v.minValue(0, say(wholeNumberFrom(0, 500))),
      v.maxValue(500, say(wholeNumberFrom(0, 500))),
    ),
  ),
  isLogin: v.optional(v.boolean(say(reasons.trueOrFalse))),
  items: v.optional(
    v.pipe(
      v.array(menuItem, say(reasons.list)),
      v.maxLength(MENU_ITEMS_MAX, say(atMostItems(MENU_ITEMS_MAX))),
    ),
  ),
})

/** `POST /admin/menu/` (JSON): the side menu's entries, in order, replacing those saved. */
export const saveMenuBody = v.object({
  csrf_token: csrfField,
  entries: v.pipe(
    v.array(
      storedMenuEntrySchema,
      say({ vi: 'phải là một danh sách mục menu', en: 'must be a list of menu entries' }),
    ),
    v.maxLength(MENU_ENTRIES_MAX, say(atMostItems(MENU_ENTRIES_MAX, { vi: 'mục', en: 'entries' }))),
  ),
})
