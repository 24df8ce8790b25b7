import type { Language } from '../languages.ts'
import type { Posttype } from '../posttypes.ts'

/**
 * The fixed words of a page's head, in each language: the same as the app's own (the Vietnamese
 * catalogue, src/locales/vi/messages.po, and the spec). The head is built on the server too, which
 * reads no catalogue, so they are written here once for both.
 */
export { SITE_NAME } from './site-name.ts'

interface HeadWords {
  site: string
  sections: Record<Posttype, string>
  home: string
  search: string
  notFound: string
  chapter: (index: number) => string
  episode: (index: number) => string
}

export const headWords: Record<Language, HeadWords> = {
  vi: {
    site: 'Xem phim, đọc truyện tranh, tiểu thuyết và chơi game trực tuyến miễn phí.',
    sections: { movie: 'Phim', comic: 'Truyện tranh', novel: 'Truyện chữ', game: 'Trò chơi' },
    home: 'Trang chủ',
    search: 'Tìm kiếm',
    notFound: 'Trang không tồn tại',
    chapter: (index) => `Chương ${index}`,
    episode: (index) => `Tập ${index}`,
  },
  en: {
    site: 'Watch films, read comics and novels, and play games online for free.',
    sections: { movie: 'Films', comic: 'Comics', novel: 'Novels', game: 'Games' },
    home: 'Home',
    search: 'Search',
    notFound: 'Page not found',
    chapter: (index) => `Chapter ${index}`,
    episode: (index) => `Episode ${index}`,
  },
}
