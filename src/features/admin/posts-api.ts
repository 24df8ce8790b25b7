import { queryOptions } from '@tanstack/react-query'
import type * as v from 'valibot'
import type {
  LockableChapterField,
  LockablePostField,
  PostOrigin,
  PostStatus,
} from '../../contract/catalogue.ts'
import {
  chapterDelete,
  chapterEdit,
  chapterLocks,
  postChapterOrder,
  postDelete,
  postEdit,
  postList,
  postListPaged,
  postLocks,
  postRead,
  postStatus,
} from '../../contract/endpoints/admin.ts'
import type { Language } from '../../contract/languages.ts'
import type { Posttype } from '../../contract/posttypes.ts'
import type { adminPost, adminPostRow } from '../../contract/schemas/admin-posts-answers.ts'
import { callData } from '../../shared/api/call.ts'
import { ADMIN_QUERY_PREFIX } from '../../shared/api/private-query.ts'
import { adminQuery, listPage, sendForm } from './api.ts'

export type AdminPostRow = v.InferOutput<typeof adminPostRow>
export type AdminPost = v.InferOutput<typeof adminPost>
export type AdminChapter = AdminPost['chapters'][number]

export interface PostFilters {
  q: string
  type: Posttype | ''
  status: PostStatus | ''
  origin: PostOrigin | ''
}

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
    queryFn: ({ signal }) => listPage(language, [postList, postListPaged], page, { query: filters, signal }),
  })

export const postQuery = (language: Language, id: number) =>
  queryOptions({
    ...adminQuery,
    queryKey: postKeys.post(language, id),
    queryFn: ({ signal }) => callData(language, postRead, { params: { id }, signal }),
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
  'age_rating',
  'feature',
  'banner',
] as const
export type PostEditField = (typeof postEditFields)[number]
export type PostEdit = Partial<Record<PostEditField, string>>
export type PostImageKind = 'feature' | 'banner'
export type AdminPerson = AdminPost['people'][number]

export const postWrites = {
  edit: (language: Language, id: number, fields: PostEdit) =>
    sendForm(language, postEdit, { id }, fields as Record<string, string>),
  unlock: (language: Language, id: number, field: LockablePostField) =>
    sendForm(language, postLocks, { id }, { field }),
  status: (language: Language, id: number, status: PostStatus) =>
    sendForm(language, postStatus, { id }, { status }),
  remove: (language: Language, id: number, slug: string) =>
    sendForm(language, postDelete, { id }, { confirm: slug }),
  order: (language: Language, id: number, chapterIds: number[]) =>
    sendForm(language, postChapterOrder, { id }, { order: chapterIds.join(',') }),
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
  ) => sendForm(language, chapterEdit, { id }, fields),
  chapterUnlock: (language: Language, id: number, field: LockableChapterField) =>
    sendForm(language, chapterLocks, { id }, { field }),
  chapterRemove: (language: Language, id: number) => sendForm(language, chapterDelete, { id }),
}
