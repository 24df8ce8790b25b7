import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
} from '@tanstack/react-router'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { vi } from 'vitest'
import { App } from '../../src/app/App.tsx'
import { createQueryClient } from '../../src/app/query-client.ts'
import type { RouterContext } from '../../src/routes/__root.tsx'
import { Route as LanguageRoute } from '../../src/routes/$lang.tsx'
import { Route as IndexRoute } from '../../src/routes/index.tsx'
import { useDocumentTitle } from '../../src/shared/i18n/use-document-title.ts'
import { Toaster } from '../../src/shared/ui/toasts/Toaster.tsx'
import { stubFetch } from './api-stub.ts'

/** The side menu the demo server sends (server/demo/menu.ts), in Vietnamese. */
export const navbar = [
  { type: 'block', name: 'logo', label: 'Mọt', url: '/' },
  { type: 'block', name: 'login', label: 'Đăng nhập', url: '/user/login/', isLogin: false },
  { type: 'block', name: 'user', label: 'Tài khoản', isLogin: true },
  { type: 'space', name: 'space', height: 12, label: '' },
  {
    type: 'menu',
    name: 'languages',
    label: 'Ngôn ngữ',
    icon: 'language',
    items: [
      { name: 'vi', label: 'Tiếng Việt' },
      { name: 'en', label: 'English' },
    ],
  },
  { type: 'menu', name: 'chat', label: 'Trò chuyện', url: 'https://chat.example.org', isLogin: true },
  { type: 'menu', name: 'movie', label: 'Phim', url: '/movies' },
  { type: 'menu', name: 'comic', label: 'Truyện tranh', url: '/comics' },
  { type: 'menu', name: 'novel', label: 'Truyện chữ', url: '/novels' },
  { type: 'menu', name: 'game', label: 'Trò chơi', url: '/games' },
  { type: 'menu', name: 'savedContents', label: 'Đã lưu', url: '/saved' },
  { type: 'menu', name: 'historyContents', label: 'Lịch sử xem', url: '/history' },
  { type: 'line', name: 'line' },
  { type: 'menu', name: 'logout', label: 'Đăng xuất', color: '#e5484d', isLogin: true },
]

export const banner = (slug: string) => ({ id: slug, title: slug, slug })

export const homeIndex = {
  status: 'success',
  data: {
    navbar,
    modules: [
      {
        id: 1,
        type: 'slider',
        name: 'home-banner',
        items: [banner('/movie/tinh-yeu/'), banner('https://games.example.org/')],
      },
    ],
  },
}

type Answer = { status?: number; body: unknown }

/** The API as the layout sees it: each call is recorded with its method and headers. */
export function stubApi(answer: (url: URL, init?: RequestInit) => Answer | undefined = () => undefined) {
  const calls: { url: URL; init?: RequestInit }[] = []
  stubFetch(({ url, init }) => {
    calls.push({ url, init })
    return answer(url, init) ?? (url.pathname.endsWith('/home/index/') ? { body: homeIndex } : undefined)
  })
  return calls
}

function Page({ name, title }: { name: string; title?: string }) {
  useDocumentTitle(title)
  return <h1>{name}</h1>
}

/** The app's `/` and `$lang` routes (layout, language rules, 404) over a few stand-in pages. */
export async function renderLayout(url: string) {
  const root = createRootRouteWithContext<RouterContext>()({
    component: () => (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
  })
  const index = createRoute({
    ...(IndexRoute.options as object),
    getParentRoute: () => root,
    path: '/',
  } as Parameters<typeof createRoute>[0])
  const language = createRoute({
    ...(LanguageRoute.options as object),
    getParentRoute: () => root,
    path: '$lang',
  } as Parameters<typeof createRoute>[0])
  const page = (path: string, name: string, title?: string) =>
    createRoute({ getParentRoute: () => language, path, component: () => <Page name={name} title={title} /> })
  const queryClient = createQueryClient()
  const router = createRouter({
    routeTree: root.addChildren([
      index,
      language.addChildren([
        page('/', 'Home page'),
        page('movies', 'Movies page', 'Phim'),
        page('movie/$slug', 'Movie page', 'Tình yêu'),
        page('list', 'List page'),
      ]),
    ]),
    history: createMemoryHistory({ initialEntries: [url] }),
    context: { queryClient },
  })
  await router.load()
  const view = render(<App router={router} queryClient={queryClient} />)
  // Parts the layout loads on demand (a kiosk's controls) are in place before a test goes on.
  await act(() => vi.dynamicImportSettled())
  return { router, queryClient, view }
}

/** The side menu's navigation, reached as on a phone: the drawer draws its entries when it first opens. */
export async function openSideMenu(name: string) {
  const opener = document.querySelector<HTMLButtonElement>('[aria-controls="side-menu"]')
  if (!opener) throw new Error('the header has no menu button')
  fireEvent.click(opener)
  return screen.findByRole('navigation', { name })
}
