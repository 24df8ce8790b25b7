import type { Localized, StoredMenuEntry } from '../db/schema.ts'

const l = (vi: string, en: string): Localized => ({ vi, en })

/**
 * The side menu (spec §2 and §4): blocks for the logo and for visitor or member, the languages,
 * the four kinds of post (named as the app's own menus name them), the member's chat and logout.
 * `isLogin` true shows an entry only to members, false only to visitors, absent to everyone.
 */
export const demoMenu: StoredMenuEntry[] = [
  { type: 'block', name: 'logo', label: l('Mọt', 'Mọt'), url: '/' },
  { type: 'block', name: 'login', label: l('Đăng nhập', 'Log in'), url: '/user/login/', isLogin: false },
  { type: 'block', name: 'user', label: l('Tài khoản', 'Account'), isLogin: true },
  { type: 'space', name: 'space', height: 12 },
  {
    type: 'menu',
    name: 'languages',
    label: l('Ngôn ngữ', 'Language'),
    icon: 'language',
    items: [
      { name: 'vi', label: l('Tiếng Việt', 'Tiếng Việt') },
      { name: 'en', label: l('English', 'English') },
    ],
  },
  // The demo has no chat site (an entry would lead nowhere). Spec §2 names no place for the finder: it
  // sits where the member's chat would, and asks a visitor to log in.
  { type: 'menu', name: 'finder', label: l('Tìm bạn', 'Finder'), icon: 'user', url: '/finder' },
  { type: 'menu', name: 'movie', label: l('Phim', 'Films'), icon: 'movie', url: '/movies' },
  { type: 'menu', name: 'comic', label: l('Truyện tranh', 'Comics'), icon: 'comic', url: '/comics' },
  { type: 'menu', name: 'novel', label: l('Truyện chữ', 'Novels'), icon: 'novel', url: '/novels' },
  { type: 'menu', name: 'game', label: l('Trò chơi', 'Games'), icon: 'game', url: '/games' },
  { type: 'menu', name: 'savedContents', label: l('Đã lưu', 'Saved'), icon: 'bookmark', url: '/saved' },
  {
    type: 'menu',
    name: 'historyContents',
    label: l('Lịch sử xem', 'History'),
    icon: 'history',
    url: '/history',
  },
  { type: 'line', name: 'line' },
  {
    type: 'menu',
    name: 'logout',
    label: l('Đăng xuất', 'Log out'),
    icon: 'logout',
    color: '#e5484d',
    isLogin: true,
  },
]
