import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import {
  adminCategoriesPagedRoute,
  adminCategoriesRoute,
  adminCategoryDeleteRoute,
  adminCategoryMergeRoute,
  adminCategoryRenameRoute,
  adminDashboardPreviewRoute,
  adminDashboardRoute,
  adminMenuRoute,
  adminPeoplePagedRoute,
  adminPeopleRoute,
  adminPersonDeleteRoute,
  adminPersonMergeRoute,
  adminPersonRenameRoute,
} from '../../contract/admin-paths.ts'
import type { Language } from '../../contract/languages.ts'
import { pathOf } from '../../contract/paths.ts'
import type { Posttype } from '../../contract/posttypes.ts'
import type {
  dashboardPageNames,
  storedMenuEntrySchema,
  storedModuleSchema,
} from '../../contract/schemas/admin-dashboards.ts'
import { adminCategory, adminPerson } from '../../contract/schemas/admin-taxonomy.ts'
import { modulesSchema } from '../../contract/schemas/dashboards.ts'
import { apiRequest } from '../../shared/api/client.ts'
import { withCsrfToken } from '../../shared/api/csrf-write.ts'
import { ADMIN_QUERY_PREFIX } from '../../shared/api/private-query.ts'
import { adminQuery, paged, postAdminForm } from './api.ts'

/*
 * The calls behind the site screens (docs/api.md, Admin: categories, people, dashboards, the menu):
 * categories and people, each page's dashboard modules, and the side menu.
 */

export type AdminCategory = v.InferOutput<typeof adminCategory>
export type AdminPerson = v.InferOutput<typeof adminPerson>
export type StoredModule = v.InferOutput<typeof storedModuleSchema>
export type StoredMenuEntry = v.InferOutput<typeof storedMenuEntrySchema>
export type DashboardPage = (typeof dashboardPageNames)[number]
export type TermKind = 'categories' | 'people'

const pageOf = <T extends v.GenericSchema>(item: T) =>
  v.looseObject({
    status: v.literal('success'),
    data: v.array(item),
    is_next: v.optional(v.boolean(), false),
  })
const categoriesPage = pageOf(adminCategory)
const peoplePage = pageOf(adminPerson)
/** A write's answer: only its success matters; the lists are read again after it. */
const done = v.looseObject({ status: v.literal('success'), data: v.unknown() })
// Read back as loosely as the server stores them: what an admin reads can be sent back unchanged.
const dashboardAnswer = v.looseObject({
  status: v.literal('success'),
  data: v.object({
    page: v.string(),
    modules: v.array(v.looseObject({ type: v.string(), name: v.string() })),
  }),
})
const menuAnswer = v.looseObject({
  status: v.literal('success'),
  data: v.object({ entries: v.array(v.looseObject({ type: v.string(), name: v.string() })) }),
})
/** The public answer a preview gives: the home's or a section's, drawn as visitors would get it. */
const previewAnswer = v.looseObject({
  status: v.literal('success'),
  data: v.looseObject({ modules: modulesSchema }),
})
export type PreviewModule = v.InferOutput<typeof previewAnswer>['data']['modules'][number]

export const siteKeys = {
  terms: (language: Language, kind: TermKind, type: Posttype | '', q: string, page: number) =>
    [ADMIN_QUERY_PREFIX, 'site', language, kind, type, q, page] as const,
  dashboard: (language: Language, page: DashboardPage) =>
    [ADMIN_QUERY_PREFIX, 'site', language, 'dashboard', page] as const,
  menu: (language: Language) => [ADMIN_QUERY_PREFIX, 'site', language, 'menu'] as const,
}

export const categoriesQuery = (language: Language, type: Posttype | '', q: string, page: number) =>
  queryOptions({
    ...adminQuery,
    queryKey: siteKeys.terms(language, 'categories', type, q, page),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams()
      if (type) search.set('type', type)
      if (q) search.set('q', q)
      const path = paged(adminCategoriesRoute, adminCategoriesPagedRoute, page)
      return apiRequest(language, path + (search.size ? `?${search}` : ''), categoriesPage, {
        auth: true,
        signal,
      })
    },
  })

export const peopleQuery = (language: Language, q: string, page: number) =>
  queryOptions({
    ...adminQuery,
    queryKey: siteKeys.terms(language, 'people', '', q, page),
    queryFn: ({ signal }) => {
      const path = paged(adminPeopleRoute, adminPeoplePagedRoute, page)
      return apiRequest(language, path + (q ? `?${new URLSearchParams({ q })}` : ''), peoplePage, {
        auth: true,
        signal,
      })
    },
  })

const termRoutes = {
  categories: {
    create: adminCategoriesRoute,
    rename: adminCategoryRenameRoute,
    merge: adminCategoryMergeRoute,
    remove: adminCategoryDeleteRoute,
  },
  people: {
    create: adminPeopleRoute,
    rename: adminPersonRenameRoute,
    merge: adminPersonMergeRoute,
    remove: adminPersonDeleteRoute,
  },
}

/** Creating, renaming, merging and deleting a category or a person (the fields their forms take). */
export const termWrites = {
  create: (language: Language, kind: TermKind, fields: Record<string, string>) =>
    postAdminForm(language, termRoutes[kind].create, done, fields),
  rename: (language: Language, kind: TermKind, id: number, fields: Record<string, string>) =>
    postAdminForm(language, pathOf(termRoutes[kind].rename, { id }), done, fields),
  merge: (language: Language, kind: TermKind, id: number, into: number) =>
    postAdminForm(language, pathOf(termRoutes[kind].merge, { id }), done, { into: String(into) }),
  remove: (language: Language, kind: TermKind, id: number) =>
    postAdminForm(language, pathOf(termRoutes[kind].remove, { id }), done),
}

/** Sends a JSON body with a fresh anti-forgery token (withCsrfToken). */
const postAdminJson = <S extends v.GenericSchema>(
  language: Language,
  path: string,
  schema: S,
  body: Record<string, unknown>,
): Promise<v.InferOutput<S>> =>
  withCsrfToken(language, (token) =>
    apiRequest(language, path, schema, { method: 'POST', body: { csrf_token: token, ...body }, auth: true }),
  )

export const dashboardQuery = (language: Language, page: DashboardPage) =>
  queryOptions({
    ...adminQuery,
    queryKey: siteKeys.dashboard(language, page),
    queryFn: ({ signal }) =>
      apiRequest(language, pathOf(adminDashboardRoute, { page }), dashboardAnswer, {
        auth: true,
        signal,
      }).then((answer) => answer.data.modules as StoredModule[]),
  })

export const menuQuery = (language: Language) =>
  queryOptions({
    ...adminQuery,
    queryKey: siteKeys.menu(language),
    queryFn: ({ signal }) =>
      apiRequest(language, adminMenuRoute, menuAnswer, { auth: true, signal }).then(
        (answer) => answer.data.entries as StoredMenuEntry[],
      ),
  })

export const siteWrites = {
  saveDashboard: (language: Language, page: DashboardPage, modules: StoredModule[]) =>
    postAdminJson(language, pathOf(adminDashboardRoute, { page }), done, { modules }),
  preview: (language: Language, page: DashboardPage, modules: StoredModule[]) =>
    postAdminJson(language, pathOf(adminDashboardPreviewRoute, { page }), previewAnswer, {
      modules,
    }).then((answer) => answer.data.modules),
  saveMenu: (language: Language, entries: StoredMenuEntry[]) =>
    postAdminJson(language, adminMenuRoute, done, { entries }),
}
