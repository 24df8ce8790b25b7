import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import {
  adminAuditPagedRoute,
  adminAuditRoute,
  adminMemberRoleRoute,
  adminMemberSessionsRoute,
  adminMembersPagedRoute,
  adminMembersRoute,
} from '../../contract/admin-paths.ts'
import type { Language } from '../../contract/languages.ts'
import { pathOf } from '../../contract/paths.ts'
import type { Role } from '../../contract/roles.ts'
import { roleSchema } from '../../contract/roles.ts'
import { adminMember, auditEntry } from '../../contract/schemas/admin.ts'
import { apiRequest } from '../../shared/api/client.ts'
import { withCsrfToken } from '../../shared/api/csrf-write.ts'
import { ADMIN_QUERY_PREFIX, PRIVATE_QUERY } from '../../shared/api/private-query.ts'

/** A page of an admin list: its rows and whether another page follows. */
const pageOf = <T extends v.GenericSchema>(item: T) =>
  v.looseObject({
    status: v.literal('success'),
    data: v.array(item),
    is_next: v.optional(v.boolean(), false),
  })

const membersPage = pageOf(adminMember)
const auditPage = pageOf(auditEntry)
const roleAnswer = v.looseObject({
  status: v.literal('success'),
  data: v.object({ id: v.number(), role: roleSchema, changed: v.boolean() }),
})
const revokeAnswer = v.looseObject({
  status: v.literal('success'),
  data: v.object({ id: v.number(), revoked: v.number() }),
})

export type AdminMember = v.InferOutput<typeof adminMember>
export type AuditEntry = v.InferOutput<typeof auditEntry>

/** Every admin query's key starts with the admin prefix: never stored on the device (private-query.ts). */
export const adminKeys = {
  all: [ADMIN_QUERY_PREFIX] as const,
  members: (language: Language, q: string, page: number) =>
    [ADMIN_QUERY_PREFIX, language, 'members', q, page] as const,
  audit: (language: Language, page: number) => [ADMIN_QUERY_PREFIX, language, 'audit', page] as const,
}

/** Admin answers are one admin's view of live data: asked again on each visit, dropped soon after. */
export const adminQuery = {
  meta: PRIVATE_QUERY,
  gcTime: 60_000,
  staleTime: 0,
  networkMode: 'online',
} as const

export const paged = (first: string, pattern: string, page: number) =>
  page > 1 ? pathOf(pattern, { page }) : first

export const membersQuery = (language: Language, q: string, page: number) =>
  queryOptions({
    ...adminQuery,
    queryKey: adminKeys.members(language, q, page),
    queryFn: ({ signal }) => {
      const path = paged(adminMembersRoute, adminMembersPagedRoute, page)
      const search = q ? `?${new URLSearchParams({ q })}` : ''
      return apiRequest(language, path + search, membersPage, { auth: true, signal })
    },
  })

export const auditQuery = (language: Language, page: number) =>
  queryOptions({
    ...adminQuery,
    queryKey: adminKeys.audit(language, page),
    queryFn: ({ signal }) =>
      apiRequest(language, paged(adminAuditRoute, adminAuditPagedRoute, page), auditPage, {
        auth: true,
        signal,
      }),
  })

/** Posts an admin form (withCsrfToken). */
export const postAdminForm = <S extends v.GenericSchema>(
  language: Language,
  path: string,
  schema: S,
  fields: Record<string, string> = {},
): Promise<v.InferOutput<S>> =>
  withCsrfToken(language, (token) =>
    apiRequest(language, path, schema, {
      method: 'POST',
      body: new URLSearchParams({ ...fields, csrf_token: token }),
      auth: true,
    }),
  )

/** `POST /admin/members/{id}/role/`: makes a member an admin, or an admin a member. */
export const setMemberRole = (language: Language, id: number, role: Role) =>
  postAdminForm(language, pathOf(adminMemberRoleRoute, { id }), roleAnswer, { role }).then((a) => a.data)

/** `POST /admin/members/{id}/sessions/revoke/`: signs the member out everywhere. */
export const revokeMemberSessions = (language: Language, id: number) =>
  postAdminForm(language, pathOf(adminMemberSessionsRoute, { id }), revokeAnswer).then((a) => a.data)
