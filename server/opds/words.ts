import { chapterName } from '../../src/contract/chapter-name.ts'
import type { Language } from '../../src/contract/languages.ts'
import type { ReadablePosttype } from '../../src/contract/schemas/reader-apps.ts'

/** The feeds' words, in the address's language; the same words as the app's screens. */
export const feedWords = {
  vi: {
    catalogue: 'Mọt',
    comic: 'Truyện tranh',
    novel: 'Truyện chữ',
    new: 'Mới nhất',
    popular: 'Xem nhiều nhất',
    updated: 'Mới cập nhật',
    categories: 'Thể loại',
    people: 'Tác giả và hoạ sĩ',
    saved: 'Đã Lưu',
    continue: 'Đọc tiếp',
    search: 'Tìm kiếm',
    searchFor: (q: string) => `Tìm kiếm: ${q}`,
    titles: (count: number) => `${count} truyện`,
    chapter: (index: number) => `Chương ${index}`,
    whole: 'Trọn bộ',
    wholeDescription: (chapters: number) => `Cả ${chapters} chương trong một tệp`,
    page: (n: number) => `Trang ${n}`,
    searchDescription: 'Tìm truyện tranh và truyện chữ theo tên, tác giả hoặc thể loại',
    authentication: 'Đăng nhập bằng email hoặc tên người dùng và một khoá ứng dụng tạo ở trang tài khoản.',
    login: 'Email hoặc tên người dùng',
    appKey: 'Khoá ứng dụng',
  },
  en: {
    catalogue: 'Mọt',
    comic: 'Comics',
    novel: 'Novels',
    new: 'Newest',
    popular: 'Most viewed',
    updated: 'Recently updated',
    categories: 'Categories',
    people: 'Authors and artists',
    saved: 'Saved',
    continue: 'Continue reading',
    search: 'Search',
    searchFor: (q: string) => `Search: ${q}`,
    titles: (count: number) => `${count} ${count === 1 ? 'title' : 'titles'}`,
    chapter: (index: number) => `Chapter ${index}`,
    whole: 'All chapters',
    wholeDescription: (chapters: number) =>
      chapters === 1 ? 'The one chapter in one file' : `All ${chapters} chapters in one file`,
    page: (n: number) => `Page ${n}`,
    searchDescription: 'Find comics and novels by title, author or category',
    authentication: 'Sign in with your email or username and an app key made on your account page.',
    login: 'Email or username',
    appKey: 'App key',
  },
} satisfies Record<Language, unknown>

export type FeedWords = (typeof feedWords)[Language]

/** A chapter's heading as the readers show it: 'Chương 3: Bến sông', or 'Chương 3' when unnamed. */
export function chapterHeading(language: Language, index: number, title: string | undefined) {
  const words = feedWords[language]
  const name = chapterName(title)
  return name ? `${words.chapter(index)}: ${name}` : words.chapter(index)
}

export const posttypeWord = (language: Language, posttype: ReadablePosttype) => feedWords[language][posttype]
