import { fireEvent, screen, waitFor } from '@testing-library/react'
import axe from 'axe-core'
import { expect, it } from 'vitest'
import { asAdminEachTest, csrfAnswer, renderAdmin, stubApi } from './admin-setup.tsx'

asAdminEachTest()
const cat = { id: 1, posttype: 'movie', slug: 'hanh-dong', name: { vi: 'Hành động', en: 'Action' }, posts: 3 }
const mod = (type: string, extra = {}) => ({ type, name: type, label: { vi: 'Nhãn', en: 'Label' }, ...extra })
/** Categories, a menu and a home dashboard holding modules of each family, so every form is drawn. */
function stub() {
  return stubApi(({ url }) => {
    if (url.pathname === '/vi/api/v1/auth/csrf_create/') return csrfAnswer
    if (url.pathname === '/vi/api/v1/admin/categories/')
      return {
        body: {
          status: 'success',
          data: [cat, { ...cat, id: 2, slug: 'hai', name: { vi: 'Hài', en: 'Comedy' } }],
          is_next: false,
          paged: 1,
          page: 1,
        },
      }
    if (url.pathname === '/vi/api/v1/admin/menu/')
      return {
        body: {
          status: 'success',
          data: {
            entries: [{ type: 'menu', name: 'home', label: { vi: 'Trang chủ', en: 'Home' }, url: '/' }],
          },
        },
      }
    if (url.pathname === '/vi/api/v1/admin/dashboards/index/preview/')
      return {
        body: {
          status: 'success',
          data: {
            navbar: [],
            modules: [
              {
                id: 1,
                name: 'a',
                type: 'itemgrid',
                label: 'Phim',
                items: [{ id: 3, slug: 'x', title: 'X', posttype: 'movie' }],
              },
            ],
          },
        },
      }
    if (url.pathname === '/vi/api/v1/admin/dashboards/index/')
      return {
        body: {
          status: 'success',
          data: {
            page: 'index',
            modules: [
              mod('itemgrid', { source: { posttype: 'movie', limit: 5, ids: [3] } }),
              mod('itemstab', {
                tabs: [{ label: { vi: 'a', en: 'a' }, slug: 'a', source: { posttype: 'movie', limit: 5 } }],
              }),
              mod('slider', { items: [{ title: { vi: 'a', en: 'a' }, image: 'a.jpg' }] }),
              mod('type_tabs', { items: [{ label: { vi: 'a', en: 'a' }, posttype: 'movie' }] }),
              mod('space'),
            ],
          },
        },
      }
    return undefined
  })
}
/** axe's findings on the page; colours are the browser test's (jsdom draws none). */
async function check() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`)
}
it.each(['terms', 'menu', 'dashboards'])('the %s screen has nothing axe objects to', async (name) => {
  stub()
  await renderAdmin(`/vi/admin/${name}`)
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })
  await waitFor(() => expect(document.querySelector('.admin-list')).toBeTruthy(), { timeout: 5000 })
  if (name === 'dashboards') {
    fireEvent.click(screen.getByRole('button', { name: 'Xem trước' }))
    await screen.findByRole('region', { name: 'Xem trước' })
  }
  expect(await check()).toEqual([])
})
