import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import * as v from 'valibot'
import { createQueryClient } from '../../src/app/query-client.ts'
import type { Language } from '../../src/contract/languages.ts'
import { modulesSchema } from '../../src/contract/schemas/dashboards.ts'
import { Dashboard } from '../../src/features/dashboard/components/Dashboard.tsx'
import { activateLanguage } from '../../src/shared/i18n/activate.ts'

/** A post card as the API sends it in modules. */
export const post = (id: number, title: string, posttype = 'movie') => ({
  id,
  slug: `post-${id}`,
  title,
  posttype,
  description: `About ${title}`,
  feature: {
    path: `/media/covers/post-${id}.svg`,
    resizable: true,
    width: 600,
    height: 840,
  },
  banner: null,
  categories: [{ id: 1, name: 'Action', slug: 'action' }],
  release_year: [{ name: '2024' }],
  like_count: 3,
  views: 1200,
  rating_total: 17,
  rating_count: 2,
  rating_avg: 8.5,
  episode_total: 12,
  author: null,
  lang: 'en',
})

export const posts = (name: string, count: number, first = 1, posttype = 'movie') =>
  Array.from({ length: count }, (_, i) => post(first + i, `${name} ${first + i}`, posttype))

const image = (path: string) => ({
  path,
  resizable: true,
  width: 1200,
  height: 675,
})

export const banner = (id: number, title: string, slug: string) => ({
  id,
  title,
  description: `The story of ${title}`,
  images: image(`/media/banners/${id}.svg`),
  images_mobile: image(`/media/banners/${id}-mobile.svg`),
  slug,
})

const base = {
  images: null,
  backgroundColor: null,
  height: null,
  filterKey: null,
  button: null,
  posttype: null,
}
const viewMore = (posttype: string, sortby: string) => ({
  type: 'list',
  label: 'View more',
  data: { api: `/posts/lists/${posttype}/`, posttype, sortby },
})

/** One module of every type of spec §2, shaped like the server's home index. */
export const everyModule = [
  {
    ...base,
    id: 1,
    type: 'type_tabs',
    name: 'types',
    label: '',
    items: [
      { posttype: 'movie', label: 'Films', url: '/movies' },
      { posttype: 'comic', label: 'Comics', url: '/comics' },
    ],
  },
  {
    ...base,
    id: 2,
    type: 'slider',
    name: 'banner',
    label: '',
    items: [
      banner(1, 'Love in Da Lat', '/movie/love-in-da-lat/'),
      banner(2, 'Sky Swordsman', '/comic/sky-swordsman/'),
      banner(3, 'Play now on Mọt Games', 'https://games.example.com'),
    ],
  },
  {
    ...base,
    id: 3,
    type: 'itemshorizontal',
    name: 'trending',
    label: 'Trending films today',
    posttype: 'movie',
    items: posts('Film', 12),
    button: viewMore('movie', 'views_day__desc'),
  },
  {
    ...base,
    id: 4,
    type: 'itemslider',
    name: 'new-comics',
    label: 'Freshly updated comics',
    posttype: 'comic',
    items: posts('Comic', 8, 100, 'comic'),
    button: viewMore('comic', 'updated_at__desc'),
  },
  {
    ...base,
    id: 5,
    type: 'posttype_slider',
    name: 'sections',
    label: 'Explore',
    items: [
      { posttype: 'movie', label: 'Films', image: '/media/sections/movie.svg', url: '/movies' },
      { posttype: 'novel', label: 'Novels', image: '/media/sections/novel.svg', url: '/novels' },
    ],
  },
  {
    ...base,
    id: 6,
    type: 'itemstab',
    name: 'charts',
    label: 'Film charts',
    posttype: 'movie',
    items: [
      { id: 1, label: 'Today', slug: 'today', api: '/posts/lists/movie/', items: posts('Today', 10, 200) },
      { id: 2, label: 'This week', slug: 'week', api: '/posts/lists/movie/', items: posts('Week', 10, 300) },
    ],
  },
  { ...base, id: 7, type: 'blocklabel', name: 'label', label: 'Best-loved novels', items: [] },
  {
    ...base,
    id: 8,
    type: 'itemslist',
    name: 'top-novels',
    label: 'Top-rated novels',
    posttype: 'novel',
    items: posts('Novel', 6, 400, 'novel'),
    button: viewMore('novel', 'rating_total__desc'),
  },
  { ...base, id: 9, type: 'space', name: 'space', label: '', height: 16, items: [] },
  {
    ...base,
    id: 10,
    type: 'homechat',
    name: 'chat',
    label: 'Chat with fellow fans',
    backgroundColor: '#2b2d42',
    items: [],
    button: { type: 'link', label: 'Open the chat', data: { url: 'https://chat.example.com' } },
  },
  {
    ...base,
    id: 11,
    type: 'itemgrid',
    name: 'games',
    label: 'Most-liked games',
    posttype: 'game',
    items: posts('Game', 8, 500, 'game'),
    button: viewMore('game', 'like_count__desc'),
  },
]

/**
 * Renders `ui` inside the app's real providers: Lingui in `language`, Query (with what the test put
 * in its cache), and a router at `path`.
 */
export async function renderWithApp(
  ui: () => ReactNode,
  language: Language = 'en',
  queryClient = createQueryClient(),
  path = `/${language}`,
) {
  await activateLanguage(language)
  const router = createRouter({
    routeTree: createRootRoute({ component: ui }),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  await router.load()
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  )
  return { ...view, router, queryClient }
}

/** The dashboard of `modules` as the API would send them: read by the app's schema first. */
export function renderDashboard(modules: unknown[], language: Language = 'en') {
  const parsed = v.parse(modulesSchema, modules)
  return renderWithApp(() => <Dashboard modules={parsed} language={language} />, language)
}
