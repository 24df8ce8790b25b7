import type { FastifyRequest } from 'fastify'
import { type Language as Lang, languages } from '../../src/contract/languages.ts'
import type { Localized } from '../db/schema.ts'

/**
 * Messages a visitor reads as they are (limits, lockouts), in the language of the address that was
 * called: `/vi/api/…` answers in Vietnamese, `/en/api/…` in English.
 */
export const messages = {
  tooManyRequests: {
    vi: 'Quá nhiều yêu cầu, vui lòng thử lại sau.',
    en: 'Too many requests, please try again later.',
  },
  tooManySignIns: {
    vi: 'Đăng nhập sai quá nhiều lần. Vui lòng thử lại sau.',
    en: 'Too many sign-in attempts. Please try again later.',
  },
  diskFull: {
    vi: 'Máy chủ đã hết chỗ lưu trữ, vui lòng thử lại sau.',
    en: 'The server has run out of storage space, please try again later.',
  },
  signInBusy: {
    vi: 'Máy chủ đang bận, vui lòng thử lại sau giây lát.',
    en: 'The server is busy, please try again in a moment.',
  },
  adminOnly: {
    vi: 'Chỉ quản trị viên mới dùng được chức năng này.',
    en: 'Only admins can do this.',
  },
  memberNotFound: {
    vi: 'Không tìm thấy thành viên.',
    en: 'Member not found.',
  },
  ownRole: {
    vi: 'Bạn không thể tự bỏ quyền quản trị của mình.',
    en: 'You cannot take away your own admin role.',
  },
  postNotFound: { vi: 'Không tìm thấy bài.', en: 'Post not found.' },
  chapterNotFound: { vi: 'Không tìm thấy chương.', en: 'Chapter not found.' },
  notOwnPage: {
    vi: 'Ảnh phải là một trang trong các chương của chính bài này.',
    en: 'The image must be a page of one of this post’s own chapters.',
  },
  roleNotOfPosttype: {
    vi: 'Vai trò này không dùng cho loại bài này.',
    en: 'This role is not credited on this kind of post.',
  },
  nothingToChange: { vi: 'Không có gì để thay đổi.', en: 'Nothing to change.' },
  deleteConfirm: {
    vi: 'Hãy nhập đúng đường dẫn (slug) của bài để xác nhận xoá.',
    en: 'Type the post’s slug to confirm the deletion.',
  },
  chapterOrder: {
    vi: 'Thứ tự phải liệt kê mỗi chương của bài đúng một lần.',
    en: 'The order must name every chapter of the post exactly once.',
  },
  notAnImage: {
    vi: 'Tệp gửi lên không phải là ảnh dùng được.',
    en: 'The uploaded file is not a usable image.',
  },
  readingModeComicsOnly: {
    vi: 'Chỉ truyện tranh mới có chiều đọc.',
    en: 'Only comics have a reading direction.',
  },
  uploadNotFound: {
    vi: 'Không tìm thấy tệp tải lên.',
    en: 'Upload not found.',
  },
  libraryPostFiles: {
    vi: 'Bài này lấy từ thư viện: tệp của nó chỉ được đổi trong thư viện.',
    en: 'This post comes from the library: its files are changed in the library.',
  },
  uploadWrongKind: {
    vi: 'Loại tệp này không dùng được cho bài này.',
    en: 'This kind of file does not fit this post.',
  },
  uploadWholeBook: {
    vi: 'Sách EPUB là cả một cuốn: hãy tải lên thành một bài mới.',
    en: 'An EPUB is a whole book: upload it as a new post.',
  },
  tooManyUploads: {
    vi: 'Bạn đang có quá nhiều tệp chưa tải xong. Hãy chờ hoặc huỷ bớt.',
    en: 'You have too many unfinished uploads. Wait for them or cancel some.',
  },
  uploadTooLarge: {
    vi: 'Tệp quá lớn.',
    en: 'The file is too large.',
  },
  batchNotReady: {
    vi: 'Lô ảnh này chưa tải xong hoặc không có ảnh nào.',
    en: 'This batch of images is not finished or holds no image.',
  },
  removalNotFound: {
    vi: 'Mục này không nằm trong danh sách đã xoá khỏi thư viện.',
    en: 'This item is not among those deleted from the library.',
  },
  // The admin calls on the catalogue's terms, dashboards, menu and library.
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
  noBackups: {
    vi: 'Máy chủ này không tự sao lưu (BACKUP_DIR chưa được đặt), nên chưa có nơi để lưu bản sao lưu.',
    en: 'This server takes no backups (BACKUP_DIR is not set): there is nowhere to put one.',
  },
  backupUnderWay: {
    vi: 'Máy chủ đang tạo một bản sao lưu khác, vui lòng thử lại khi bản đó xong.',
    en: 'This server is already taking a backup, please try again once it is done.',
  },
  libraryStarting: {
    vi: 'Thư viện đang khởi động, vui lòng thử lại sau giây lát.',
    en: 'The library is starting, please try again in a moment.',
  },
  jsonRequired: {
    vi: 'Nội dung yêu cầu phải là JSON.',
    en: 'The request body must be JSON.',
  },
  // The tus headers' refusals (admin uploads).
  tusMetadata: { vi: 'Giá trị Upload-Metadata không hợp lệ', en: 'Invalid Upload-Metadata' },
  tusResumable: { vi: 'Cần có Tus-Resumable: 1.0.0', en: 'Tus-Resumable: 1.0.0 is required' },
  tusOffset: {
    vi: 'Giá trị Upload-Offset không hợp lệ: phải là số nguyên',
    en: 'Upload-Offset must be a whole number',
  },
  tusContentType: {
    vi: 'Content-Type phải là application/offset+octet-stream',
    en: 'Content-Type must be application/offset+octet-stream',
  },
  tusLength: { vi: 'Cần có Upload-Length', en: 'Upload-Length is required' },
} satisfies Record<string, Localized>

/** The language of the called address; the site's default when it names none of ours. */
export function requestLanguage(request: FastifyRequest): Lang {
  const lang = (request.params as { lang?: string } | undefined)?.lang ?? request.url.split('/')[1]
  return languages.includes(lang as Lang) ? (lang as Lang) : languages[0]
}

export const localized = (request: FastifyRequest, message: Localized) => message[requestLanguage(request)]

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

/** A category its post type lacks: a dashboard's (`'slug'`) or a post's (ids). */
export const unknownCategory = (posttype: string, which: string): Localized => ({
  vi: `Loại bài ${posttype} không có danh mục ${which}.`,
  en: `Post type ${posttype} has no category ${which}.`,
})

/** A dashboard choosing posts that are not there (or of another post type). */
export const unknownPosts = (posttype: string, ids: number[]): Localized => ({
  vi: `Không có bài ${posttype} nào mang mã ${ids.join(', ')}.`,
  en: `There is no ${posttype} post with id ${ids.join(', ')}.`,
})
