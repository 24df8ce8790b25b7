import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import {
  adminChapterDeleteRoute,
  adminChapterLocksRoute,
  adminChapterRoute,
  adminPostChapterOrderRoute,
  adminPostDeleteRoute,
  adminPostLocksRoute,
  adminPostRoute,
  adminPostStatusRoute,
  adminPostsPagedRoute,
  adminPostsRoute,
} from '../../contract/admin-paths.ts'
import type {
  LockableChapterField,
  LockablePostField,
  PostOrigin,
  PostStatus,
} from '../../contract/catalogue.ts'
import type { Language } from '../../contract/languages.ts'
import { pathOf } from '../../contract/paths.ts'
import type { Posttype } from '../../contract/posttypes.ts'
import { adminPost, adminPostRow } from '../../contract/schemas/admin-posts-answers.ts'
import { apiRequest } from '../../shared/api/client.ts'
import { ADMIN_QUERY_PREFIX } from '../../shared/api/private-query.ts'
import { adminQuery, paged, postAdminForm } from './api.ts'

export type AdminPostRow = v.InferOutput<typeof adminPostRow>
export type AdminPost = v.InferOutput<typeof adminPost>
export type AdminChapter = AdminPost['chapters'][number]

export interface PostFilters {
  q: string
  type: Posttype | ''
  status: PostStatus | ''
  origin: PostOrigin | ''
}

const postsPage = v.looseObject({
  status: v.literal('success'),
  data: v.array(adminPostRow),
  is_next: v.optional(v.boolean(), false),
})
const postAnswer = v.looseObject({ status: v.literal('success'), data: adminPost })
/** A write's answer: only its success matters; the post is read again after it. */
const done = v.looseObject({ status: v.literal('success'), data: v.unknown() })

export const postKeys = {
  all: [ADMIN_QUERY_PREFIX, 'posts'] as const,
  list: (language: Language, filters: PostFilters, page: number) =>
    [ADMIN_QUERY_PREFIX, 'posts', language, 'list', filters, page] as const,
  post: (language: Language, id: number) => [ADMIN_QUERY_PREFIX, 'posts', language, 'post', id] as const,
}

export const postsQuery = (language: Language, filters: PostFilters, page: number) =>
  queryOptions({
    ...adminQuery,
    queryKey: postKeys.list(language, filters, page),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams()
      for (const [name, value] of Object.entries(filters)) if (value) search.set(name, value)
      const path = paged(adminPostsRoute, adminPostsPagedRoute, page) + (search.size ? `?${search}` : '')
      return apiRequest(language, path, postsPage, { auth: true, signal })
    },
  })

export const postQuery = (language: Language, id: number) =>
  queryOptions({
    ...adminQuery,
    queryKey: postKeys.post(language, id),
    queryFn: ({ signal }) =>
      apiRequest(language, pathOf(adminPostRoute, { id }), postAnswer, { auth: true, signal }).then(
        (answer) => answer.data,
      ),
  })

/**
 * The post's fields as the edit form sends them, each as its form text: `categories` ids comma
 * separated, `people` a JSON list, `feature`/`banner` media paths. Each one sent and changed is locked.
 */
export const postEditFields = [
  'title_vi',
  'title_en',
  'description_vi',
  'description_en',
  'release_year',
  'categories',
  'people',
  'reading_mode',
  'feature',
  'banner',
] as const
export type PostEditField = (typeof postEditFields)[number]
export type PostEdit = Partial<Record<PostEditField, string>>
export type PostImageKind = 'feature' | 'banner'
export type AdminPerson = AdminPost['people'][number]

export const postWrites = {
  edit: (language: Language, id: number, fields: PostEdit) =>
    postAdminForm(language, pathOf(adminPostRoute, { id }), done, fields as Record<string, string>),
  unlock: (language: Language, id: number, field: LockablePostField) =>
    postAdminForm(language, pathOf(adminPostLocksRoute, { id }), done, { field }),
  status: (language: Language, id: number, status: PostStatus) =>
    postAdminForm(language, pathOf(adminPostStatusRoute, { id }), done, { status }),
  remove: (language: Language, id: number, slug: string) =>
    postAdminForm(language, pathOf(adminPostDeleteRoute, { id }), done, { confirm: slug }),
  order: (language: Language, id: number, chapterIds: number[]) =>
    postAdminForm(language, pathOf(adminPostChapterOrderRoute, { id }), done, {
      order: chapterIds.join(','),
    }),
  chapter: (
    language: Language,
    id: number,
    fields: {
      title_vi?: string
      title_en?: string
      hidden?: '0' | '1'
      /** A film episode's intro, in seconds; both empty removes it. */
      intro_start?: string
      intro_end?: string
    },
  ) => postAdminForm(language, pathOf(adminChapterRoute, { id }), done, fields),
  chapterUnlock: (language: Language, id: number, field: LockableChapterField) =>
    postAdminForm(language, pathOf(adminChapterLocksRoute, { id }), done, { field }),
  chapterRemove: (language: Language, id: number) =>
    postAdminForm(language, pathOf(adminChapterDeleteRoute, { id }), done),
}
