import { describe, expect, it } from 'vitest'
import { notAppPages } from '../../sw/not-app-pages.ts'

const isAppPage = (path: string) => !notAppPages.some((pattern) => pattern.test(path))

describe('which navigations the service worker answers with the app', () => {
  it('the pages of the app, deep links included', () => {
    for (const path of ['/', '/vi', '/en/comic/robot/2', '/vi/no-such-page', '/vi/sitemaps'])
      expect(isAppPage(path), path).toBe(true)
  })

  it('not the API, media, robots.txt or the sitemaps', () => {
    for (const path of [
      '/vi/api/v1/home/index/',
      '/api/x',
      '/media/covers/a.webp',
      '/robots.txt',
      '/sitemap.xml',
      '/sitemaps/comic-1.xml',
    ])
      expect(isAppPage(path), path).toBe(false)
  })
})
