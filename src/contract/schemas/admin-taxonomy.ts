import * as v from 'valibot'
import { posttypes } from '../posttypes.ts'
import { lineOfText, localizedText } from './admin-text.ts'
import { oneOf, say } from './reasons.ts'
import { csrfField, idParam, pageParam, searchText } from './requests.ts'

/*
 * The admin calls on categories and people (paths.ts `adminCategories…`, `adminPeople…`): list with
 * how many posts use each, create, rename, merge one into another, delete one no post uses.
 */

export const CATEGORY_NAME_MAX = 60
export const PERSON_NAME_MAX = 100

const posttypeField = v.picklist(posttypes, say(oneOf(posttypes)))

/** `GET /admin/categories/[paged/{page}/]`, `GET /admin/people/[paged/{page}/]` */
export const adminTermsPageParams = v.object({ page: v.optional(pageParam, '1') })

/** `?type=`: one post type's categories (all when absent); `?q=`: names holding it. */
export const adminCategoriesQuery = v.object({
  type: v.optional(posttypeField),
  q: searchText,
})

/** `?q=`: people whose name holds it. */
export const adminPeopleQuery = v.object({ q: searchText })

/** `/admin/categories/{id}/…`, `/admin/people/{id}/…` */
export const adminTermParams = v.object({ id: idParam })

/** `POST /admin/categories/`: the slug is made from the Vietnamese name. */
export const createCategoryForm = v.object({
  csrf_token: csrfField,
  posttype: posttypeField,
  name_vi: lineOfText(CATEGORY_NAME_MAX),
  name_en: lineOfText(CATEGORY_NAME_MAX),
})

/** `POST /admin/categories/{id}/rename/`: the names change, the slug (and so its address) stays. */
export const renameCategoryForm = v.object({
  csrf_token: csrfField,
  name_vi: lineOfText(CATEGORY_NAME_MAX),
  name_en: lineOfText(CATEGORY_NAME_MAX),
})

/** `POST /admin/people/`: the slug is made from the name. */
export const createPersonForm = v.object({ csrf_token: csrfField, title: lineOfText(PERSON_NAME_MAX) })

/** `POST /admin/people/{id}/rename/` */
export const renamePersonForm = createPersonForm

/** `POST /admin/categories/{id}/merge/`, `POST /admin/people/{id}/merge/`: `{id}` goes into `into`. */
export const mergeForm = v.object({ csrf_token: csrfField, into: idParam })

/** `POST /admin/categories/{id}/delete/`, `POST /admin/people/{id}/delete/` */
export const deleteTermForm = v.object({ csrf_token: csrfField })

/** A category as admins see it: both names, and how many posts are in it. */
export const adminCategory = v.object({
  id: v.number(),
  posttype: v.picklist(posttypes),
  slug: v.string(),
  name: localizedText(CATEGORY_NAME_MAX),
  posts: v.number(),
})

/** A person as admins see them, with how many posts credit them. */
export const adminPerson = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  posts: v.number(),
})
