import type { Localized } from '../db/schema.ts'

/**
 * What the admin calls on the catalogue's terms, dashboards, menu and library say when they refuse,
 * in both languages (server/http/messages.ts `localized` picks the address's).
 */
export const siteMessages = {
  categoryNotFound: { vi: 'Không tìm thấy danh mục.', en: 'Category not found.' },
  personNotFound: { vi: 'Không tìm thấy người này.', en: 'Person not found.' },
  nameWithoutSlug: {
    vi: 'Tên cần có ít nhất một chữ cái hoặc chữ số để làm đường dẫn.',
    en: 'The name needs at least one letter or digit to make its address.',
  },
  categoryTaken: {
    vi: 'Loại bài này đã có một danh mục cùng đường dẫn.',
    en: 'This post type already has a category with that address.',
  },
  personTaken: { vi: 'Đã có một người cùng đường dẫn.', en: 'Someone with that address already exists.' },
  mergeIntoItself: { vi: 'Không thể gộp một mục vào chính nó.', en: 'Cannot merge something into itself.' },
  mergeAcrossTypes: {
    vi: 'Chỉ gộp được hai danh mục của cùng một loại bài.',
    en: 'Only two categories of the same post type can be merged.',
  },
  noLibrary: {
    vi: 'Máy chủ chưa có thư viện (LIBRARY_DIR chưa được đặt), không có gì để quét.',
    en: 'This server has no library (LIBRARY_DIR is not set): there is nothing to scan.',
  },
  libraryStarting: {
    vi: 'Thư viện đang khởi động, vui lòng thử lại sau giây lát.',
    en: 'The library is starting, please try again in a moment.',
  },
  jsonRequired: {
    vi: 'Nội dung yêu cầu phải là JSON.',
    en: 'The request body must be JSON.',
  },
} satisfies Record<string, Localized>

/** A term still in use: how many posts keep it, and what to do instead. */
export const stillUsed = (what: 'category' | 'person', posts: number): Localized =>
  what === 'category'
    ? {
        vi: `Còn ${posts} bài thuộc danh mục này: hãy gộp nó vào danh mục khác hoặc bỏ nó khỏi các bài đó trước khi xoá.`,
        en: `${posts} posts are still in this category: merge it into another or take it off them before deleting it.`,
      }
    : {
        vi: `Còn ${posts} bài ghi tên người này: hãy gộp người này vào người khác hoặc bỏ tên khỏi các bài đó trước khi xoá.`,
        en: `${posts} posts still credit this person: merge them into someone else or take them off those posts before deleting.`,
      }

/** A dashboard naming a category its post type lacks. */
export const unknownCategory = (posttype: string, slug: string): Localized => ({
  vi: `Loại bài ${posttype} không có danh mục '${slug}'.`,
  en: `Post type ${posttype} has no category '${slug}'.`,
})

/** A dashboard choosing posts that are not there (or of another post type). */
export const unknownPosts = (posttype: string, ids: number[]): Localized => ({
  vi: `Không có bài ${posttype} nào mang mã ${ids.join(', ')}.`,
  en: `There is no ${posttype} post with id ${ids.join(', ')}.`,
})
