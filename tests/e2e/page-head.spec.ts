import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

const head = (page: Page) => ({
  description: page.locator('head meta[name="description"]'),
  canonical: page.locator('head link[rel="canonical"]'),
  ogUrl: page.locator('head meta[property="og:url"]'),
  jsonLd: page.locator('head script[type="application/ld+json"]'),
})

/** The schema.org types the page describes itself with. */
const types = async (page: Page) =>
  (await head(page).jsonLd.allTextContents()).map(
    (json) => (JSON.parse(json) as { '@type': string })['@type'],
  )

test("client navigation keeps the page's head: title, description, canonical address and structured data", async ({
  page,
  baseURL,
}) => {
  await page.goto('/vi/comic/kiem-si-may-troi')
  await expect(page.getByRole('heading', { level: 1, name: 'Kiếm sĩ mây trời' })).toBeVisible()
  const story = `${baseURL}/vi/comic/kiem-si-may-troi`
  await expect(page).toHaveTitle('Kiếm sĩ mây trời · Mọt')
  await expect(head(page).canonical).toHaveAttribute('href', story)
  await expect(head(page).canonical).toHaveCount(1)
  const storyDescription = await head(page).description.getAttribute('content')
  expect(storyDescription).toBeTruthy()

  // Into the reader without loading a page: the app names it as the server would.
  await page
    .getByRole('region', { name: 'Kiếm sĩ mây trời' })
    .getByRole('link', { name: 'Đọc truyện' })
    .click()
  await expect(page).toHaveURL(/\/vi\/comic\/kiem-si-may-troi\/1\/?$/)
  await expect(head(page).canonical).toHaveAttribute('href', `${story}/1`)
  await expect(head(page).ogUrl).toHaveAttribute('content', `${story}/1`)
  await expect(page).toHaveTitle(/^Chương 1\b.* · Kiếm sĩ mây trời · Mọt$/)
  await expect(head(page).canonical).toHaveCount(1)
  await expect(head(page).description).toHaveCount(1)
  expect(await types(page)).toEqual(['Chapter', 'BreadcrumbList'])

  // And back to the story.
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Kiếm sĩ mây trời' })).toBeVisible()
  await expect(head(page).canonical).toHaveAttribute('href', story)
  await expect(page).toHaveTitle('Kiếm sĩ mây trời · Mọt')
  await expect(head(page).description).toHaveAttribute('content', storyDescription!)
  await expect.poll(() => types(page)).toEqual(['ComicSeries', 'BreadcrumbList'])

  // The home names itself, and keeps nothing of the story's.
  await page.getByRole('link', { name: 'Trang chủ' }).first().click()
  await expect(page).toHaveURL(/\/vi\/?$/)
  await expect(page).toHaveTitle('Mọt')
  await expect(head(page).canonical).toHaveAttribute('href', `${baseURL}/vi`)
  await expect(head(page).canonical).toHaveCount(1)
  await expect.poll(() => types(page)).toEqual(['WebSite'])
  await expect(head(page).description).toHaveCount(1)

  // A page that names nothing of its own (the device's) keeps nothing of the last one's.
  await page.goto('/vi/saved')
  await page.getByRole('link', { name: 'Trang chủ' }).first().click()
  await expect(page).toHaveURL(/\/vi\/?$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/vi\/saved\/?$/)
  await expect(head(page).canonical).toHaveCount(0)
  await expect(head(page).jsonLd).toHaveCount(0)
  await expect(head(page).description).toHaveCount(1)
})
