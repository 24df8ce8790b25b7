import { queryOptions } from '@tanstack/react-query'
import type { AgeRating } from '../../contract/age-ratings.ts'
import {
  memberAgeLimit,
  memberHiddenCategories,
  visitorAgeLimitRead,
  visitorAgeLimitSave,
} from '../../contract/endpoints/admin.ts'
import type { Language } from '../../contract/languages.ts'
import { callData } from '../../shared/api/call.ts'
import { ADMIN_QUERY_PREFIX } from '../../shared/api/private-query.ts'
import { adminQuery, sendForm } from './api.ts'

/*
 * What each member may see (docs/architecture.md, "What each member may see"): the highest age rating of a member and of visitors,
 * and the categories hidden from a member.
 */

/** `POST /admin/members/{id}/age-limit/`: null takes the limit away. */
export const setMemberAgeLimit = (language: Language, id: number, limit: AgeRating | null) =>
  sendForm(language, memberAgeLimit, { id }, { age_limit: limit === null ? '' : String(limit) })

/** `POST /admin/members/{id}/hidden-categories/`: the whole list, any post type. */
export const setMemberHiddenCategories = (language: Language, id: number, categoryIds: number[]) =>
  sendForm(language, memberHiddenCategories, { id }, { categories: categoryIds.join(',') })

export const visitorAgeLimitQuery = (language: Language) =>
  queryOptions({
    ...adminQuery,
    queryKey: [ADMIN_QUERY_PREFIX, language, 'visitor-age-limit'] as const,
    queryFn: ({ signal }) => callData(language, visitorAgeLimitRead, { signal }),
  })

/** `POST /admin/visitor-age-limit/`: what visitors (no session) see. */
export const setVisitorAgeLimit = (language: Language, limit: AgeRating) =>
  callData(language, visitorAgeLimitSave, { body: { limit } })
