import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import {
  categoryCreate,
  categoryDelete,
  categoryList,
  categoryListPaged,
  categoryMerge,
  categoryRename,
  dashboardPreview,
  dashboardRead,
  dashboardSave,
  menuRead,
  menuSave,
  personCreate,
  personDelete,
  personList,
  personListPaged,
  personMerge,
  personRename,
} from '../../contract/endpoints/admin.ts'
import type { Language } from '../../contract/languages.ts'
import type { Posttype } from '../../contract/posttypes.ts'
import type {
  dashboardPageNames,
  storedMenuEntrySchema,
  storedModuleSchema,
} from '../../contract/schemas/admin-dashboards.ts'
import type { adminCategory, adminPerson } from '../../contract/schemas/admin-taxonomy.ts'
import { modulesSchema } from '../../contract/schemas/dashboards.ts'
import { callData } from '../../shared/api/call.ts'
import { ADMIN_QUERY_PREFIX } from '../../shared/api/private-query.ts'
import { adminQuery, listPage, sendForm } from './api.ts'

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

// Read back as loosely as the server stores them: what an admin reads can be sent back unchanged.
const storedEntries = v.array(v.looseObject({ type: v.string(), name: v.string() }))
const dashboardAnswer = v.object({ page: v.string(), modules: storedEntries })
const menuAnswer = v.object({ entries: storedEntries })
/** The public answer a preview gives: the home's or a section's, drawn as visitors would get it. */
const previewAnswer = v.looseObject({ modules: modulesSchema })
export type PreviewModule = v.InferOutput<typeof previewAnswer>['modules'][number]

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
    queryFn: ({ signal }) =>
      listPage(language, [categoryList, categoryListPaged], page, {
        query: { type: type || undefined, q },
        signal,
      }),
  })

export const peopleQuery = (language: Language, q: string, page: number) =>
  queryOptions({
    ...adminQuery,
    queryKey: siteKeys.terms(language, 'people', '', q, page),
    queryFn: ({ signal }) =>
      listPage(language, [personList, personListPaged], page, { query: { q }, signal }),
  })

const termCalls = {
  categories: {
    create: categoryCreate,
    rename: categoryRename,
    merge: categoryMerge,
    remove: categoryDelete,
  },
  people: { create: personCreate, rename: personRename, merge: personMerge, remove: personDelete },
}

/** Creating, renaming, merging and deleting a category or a person (the fields their forms take). */
export const termWrites = {
  create: (language: Language, kind: TermKind, fields: Record<string, string>) =>
    sendForm(language, termCalls[kind].create, undefined, fields),
  rename: (language: Language, kind: TermKind, id: number, fields: Record<string, string>) =>
    sendForm(language, termCalls[kind].rename, { id }, fields),
  merge: (language: Language, kind: TermKind, id: number, into: number) =>
    sendForm(language, termCalls[kind].merge, { id }, { into: String(into) }),
  remove: (language: Language, kind: TermKind, id: number) =>
    sendForm(language, termCalls[kind].remove, { id }),
}

export const dashboardQuery = (language: Language, page: DashboardPage) =>
  queryOptions({
    ...adminQuery,
    queryKey: siteKeys.dashboard(language, page),
    // Read back as loosely as the server stores them: what an admin reads can be sent back unchanged.
    queryFn: ({ signal }) =>
      callData(language, dashboardRead, { params: { page }, signal }, dashboardAnswer).then(
        (answer) => answer.modules as StoredModule[],
      ),
  })

export const menuQuery = (language: Language) =>
  queryOptions({
    ...adminQuery,
    queryKey: siteKeys.menu(language),
    queryFn: ({ signal }) =>
      callData(language, menuRead, { signal }, menuAnswer).then(
        (answer) => answer.entries as StoredMenuEntry[],
      ),
  })

export const siteWrites = {
  saveDashboard: (language: Language, page: DashboardPage, modules: StoredModule[]) =>
    callData(language, dashboardSave, { params: { page }, body: { modules } }, dashboardAnswer),
  preview: (language: Language, page: DashboardPage, modules: StoredModule[]) =>
    callData(language, dashboardPreview, { params: { page }, body: { modules } }, previewAnswer).then(
      (answer) => answer.modules,
    ),
  saveMenu: (language: Language, entries: StoredMenuEntry[]) =>
    callData(language, menuSave, { body: { entries } }, menuAnswer),
}
