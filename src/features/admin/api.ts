import { queryOptions } from '@tanstack/react-query'
import type * as v from 'valibot'
import {
  auditLog,
  auditLogPaged,
  memberList,
  memberListPaged,
  memberRole,
  memberSessions,
  overview,
} from '../../contract/endpoints/admin.ts'
import type { AnyEndpoint } from '../../contract/endpoints/endpoint.ts'
import type { Language } from '../../contract/languages.ts'
import type { Role } from '../../contract/roles.ts'
import type { adminMember, auditEntry } from '../../contract/schemas/admin.ts'
import { type CallInput, call, callData } from '../../shared/api/call.ts'
import { ADMIN_QUERY_PREFIX, PRIVATE_QUERY } from '../../shared/api/private-query.ts'

export type AdminMember = v.InferOutput<typeof adminMember>
export type AuditEntry = v.InferOutput<typeof auditEntry>

/** Every admin query's key starts with the admin prefix: never stored on the device (private-query.ts). */
export const adminKeys = {
  all: [ADMIN_QUERY_PREFIX] as const,
  members: (language: Language, q: string, page: number) =>
    [ADMIN_QUERY_PREFIX, language, 'members', q, page] as const,
  audit: (language: Language, page: number) => [ADMIN_QUERY_PREFIX, language, 'audit', page] as const,
  overview: (language: Language) => [ADMIN_QUERY_PREFIX, language, 'overview'] as const,
}

/** Admin answers are one admin's view of live data: asked again on each visit, dropped soon after. */
export const adminQuery = {
  meta: PRIVATE_QUERY,
  gcTime: 60_000,
  staleTime: 0,
  networkMode: 'online',
} as const

/**
 * One page of an admin list: its first address, or the `paged/{n}/` one after it (both in the
 * contract's table), with the list's query.
 */
export const listPage = <E extends AnyEndpoint>(
  language: Language,
  [first, further]: readonly [E, E],
  page: number,
  input: Omit<CallInput<E>, 'params'> = {} as Omit<CallInput<E>, 'params'>,
) =>
  call(language, page > 1 ? further : first, { ...input, params: page > 1 ? { page } : {} } as CallInput<E>)

export const membersQuery = (language: Language, q: string, page: number) =>
  queryOptions({
    ...adminQuery,
    queryKey: adminKeys.members(language, q, page),
    queryFn: ({ signal }) =>
      listPage(language, [memberList, memberListPaged], page, { query: { q }, signal }),
  })

export const auditQuery = (language: Language, page: number) =>
  queryOptions({
    ...adminQuery,
    queryKey: adminKeys.audit(language, page),
    queryFn: ({ signal }) => listPage(language, [auditLog, auditLogPaged], page, { signal }),
  })

/** The admin area's home in figures. */
export const overviewQuery = (language: Language) =>
  queryOptions({
    ...adminQuery,
    queryKey: adminKeys.overview(language),
    queryFn: ({ signal }) => callData(language, overview, { signal }),
  })

/**
 * Sends an admin form: its fields URL-encoded, as the admin forms are (call() adds the token). Only
 * its success matters to most screens, which read their list or post again after it.
 */
export const sendForm = <E extends AnyEndpoint>(
  language: Language,
  endpoint: E,
  params: CallInput<E>['params'],
  fields: Record<string, string> = {},
) => callData(language, endpoint, { params, body: new URLSearchParams(fields) } as unknown as CallInput<E>)

/** `POST /admin/members/{id}/role/`: makes a member an admin, or an admin a member. */
export const setMemberRole = (language: Language, id: number, role: Role) =>
  sendForm(language, memberRole, { id }, { role })

/** `POST /admin/members/{id}/sessions/revoke/`: signs the member out everywhere. */
export const revokeMemberSessions = (language: Language, id: number) =>
  sendForm(language, memberSessions, { id })
