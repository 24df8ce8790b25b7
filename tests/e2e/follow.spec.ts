import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { writeZip } from '../../scripts/lib/bench-library.ts'
import { axeFindings, useAdminSite, useToken } from './admin-site.ts'
import { expect, test, untilReady } from './fixtures.ts'

/*
 * Issue 49's promise: a member follows a comic on one device, a chapter is added to the library, and
 * within a minute the follower's Updates shows it on every device.
 */

const member = 'follower@example.org'
let libraryDir = ''
const comicDir = () => join(libraryDir, 'comics', 'Mèo Theo Dõi')
const page = (n: number) =>
  sharp({ create: { width: 400, height: 600, channels: 3, background: { r: 200 + n, g: 230, b: 220 } } })
    .jpeg()
    .toBuffer()

test.describe('following a comic', () => {
  const site = useAdminSite({
    name: 'follow',
    admin: 'follow-admin@example.org',
    members: [member],
    library: async (dir) => {
      libraryDir = dir
      mkdirSync(comicDir(), { recursive: true })
      await writeZip(join(comicDir(), 'Chương 1.cbz'), [{ name: '01.jpg', data: await page(1) }])
    },
  })

  test('a chapter added to a followed comic shows in Updates on another device within a minute', async ({
    browser,
  }) => {
    test.setTimeout(180_000)
    const phone = await browser.newContext({ baseURL: site.url })
    const tablet = await browser.newContext({ baseURL: site.url })
    const onPhone = await phone.newPage()
    await useToken(onPhone, site.token(member))
    const list = await onPhone.request.get('/vi/api/v1/posts/lists/comic/')
    const comic = ((await list.json()) as { data: { slug: string; title: string }[] }).data.find(
      (post) => post.title === 'Mèo Theo Dõi',
    )!
    await onPhone.goto(`/vi/comic/${comic.slug}`)
    await untilReady(onPhone)
    await onPhone.getByRole('button', { name: 'Theo dõi', exact: true }).click()
    await expect(onPhone.getByRole('button', { name: 'Đang theo dõi' })).toBeVisible()
    await expect(onPhone.getByRole('combobox', { name: 'Danh sách đọc' })).toHaveValue('reading')
    // The follow reaches the member's library on the server (the sync sends it a second later).
    const token = site.token(member)
    await expect
      .poll(async () => {
        const answer = await onPhone.request.get('/vi/api/v1/library/sync/', {
          headers: { authorization: `Bearer ${token}` },
        })
        return ((await answer.json()) as { data: { followed: { slug: string }[] } }).data.followed.map(
          (p) => p.slug,
        )
      })
      .toEqual([comic.slug])

    // The tablet, signed in as the same member, has nothing new yet.
    const onTablet = await tablet.newPage()
    await useToken(onTablet, token)
    await onTablet.goto('/vi/updates')
    await untilReady(onTablet)
    await expect(onTablet.getByRole('heading', { name: 'Mới cập nhật', level: 1 })).toBeVisible()
    await expect(onTablet.getByText('Không có gì chưa đọc.')).toBeVisible()

    // Chapter 2 lands in the library; the watcher imports it, and the tablet's Updates show it.
    const added = Date.now()
    await writeZip(join(comicDir(), 'Chương 2.cbz'), [{ name: '01.jpg', data: await page(2) }])
    const update = onTablet.getByRole('link', { name: /Mèo Theo Dõi\s*Chương 2/ })
    await expect(update).toBeVisible({ timeout: 60_000 })
    expect(Date.now() - added).toBeLessThan(60_000)
    await expect(onTablet.getByText('1 chưa đọc')).toBeVisible()
    expect(await axeFindings(onTablet)).toEqual([])

    // Read on the tablet: marked read, and no longer counted.
    await update.click()
    await expect(onTablet).toHaveURL(new RegExp(`/vi/comic/${comic.slug}/2$`))
    // The tablet's place in chapter 2 reaches the member's library (the sync sends it a second later).
    await expect
      .poll(async () => {
        const answer = await onTablet.request.get('/vi/api/v1/library/sync/', {
          headers: { authorization: `Bearer ${token}` },
        })
        const { positions } = ((await answer.json()) as { data: { positions: { index: number }[] } }).data
        return positions.map((position) => position.index)
      })
      .toContain(2)
    await onTablet.goto('/vi/updates')
    await expect(onTablet.getByText('Không có gì chưa đọc.')).toBeVisible({ timeout: 30_000 })

    // The phone's lists page has it on Reading, with nothing unread.
    await onPhone.goto('/vi/saved?list=reading')
    await expect(onPhone.getByRole('list', { name: 'Đang đọc' }).getByRole('listitem')).toHaveText([
      /Mèo Theo Dõi/,
    ])
    await phone.close()
    await tablet.close()
  })
})
