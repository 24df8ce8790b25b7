import { expect, test } from './fixtures.ts'

const chapter = (index: number) => `/vi/comic/kiem-si-may-troi/${index}`
/** A chapter's address, as the app writes it when it moves on (with or without the last slash). */
const at = (index: number) => new RegExp(`/vi/comic/kiem-si-may-troi/${index}$`)
const chapterApi = (index: number) => `/vi/api/v1/posts/chapter/comic/slug/kiem-si-may-troi/${index}`

/*
 * call() keeps no answers of its own: a repeated read is the browser's to revalidate. A public answer
 * comes with its ETag and `max-age=0`, so a chapter read again is not sent whole a second time: the
 * browser asks with If-None-Match and the server answers 304, or the browser serves its copy while it
 * checks. Watched from the browser's own network log (Chrome DevTools Protocol), which sees what the
 * page's fetch cannot: the conditional request, and where the answer came from.
 */
test('a chapter read again is revalidated by its ETag, not sent whole again', async ({ page, context }) => {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  const urls = new Map<string, string>()
  const sent = new Map<string, Record<string, string>>()
  const answered: { url: string; status: number; fromCache: boolean }[] = []
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url))
  cdp.on('Network.requestWillBeSentExtraInfo', ({ requestId, headers }) =>
    sent.set(requestId, headers as Record<string, string>),
  )
  cdp.on('Network.responseReceived', ({ requestId, response }) =>
    answered.push({
      url: urls.get(requestId) ?? response.url,
      status: response.status,
      fromCache: Boolean(response.fromDiskCache),
    }),
  )
  const conditional = () =>
    [...sent].filter(
      ([id, headers]) =>
        urls.get(id)?.endsWith(chapterApi(2)) &&
        Object.keys(headers).some((name) => name.toLowerCase() === 'if-none-match'),
    )

  await page.goto(chapter(1))
  await expect(page.getByText('Chương 1: Thanh kiếm rơi')).toBeVisible()
  const next = page
    .getByRole('navigation', { name: 'Chuyển chương' })
    .getByRole('button', { name: 'Tập tiếp theo' })
  const back = page
    .getByRole('navigation', { name: 'Chuyển chương' })
    .getByRole('button', { name: 'Tập trước' })

  // Chapter 2 the first time: a whole answer, with its ETag.
  await next.click()
  await expect(page).toHaveURL(at(2))
  await expect.poll(() => answered.filter((a) => a.url.endsWith(chapterApi(2))).length).toBe(1)
  expect(answered.find((a) => a.url.endsWith(chapterApi(2)))).toMatchObject({ status: 200, fromCache: false })

  // Back to chapter 1 and on to chapter 2 again: asked again (a chapter is always asked for), but
  // answered from what the browser holds, checked by its ETag.
  await back.click()
  await expect(page).toHaveURL(at(1))
  await next.click()
  await expect(page).toHaveURL(at(2))
  await expect
    .poll(() => answered.filter((a) => a.url.endsWith(chapterApi(2))).length)
    .toBeGreaterThanOrEqual(2)
  const again = answered.filter((a) => a.url.endsWith(chapterApi(2))).slice(1)
  await expect.poll(() => conditional().length + again.filter((a) => a.fromCache).length).toBeGreaterThan(0)
  expect(again.every((a) => a.status === 200 || a.status === 304)).toBe(true)
})
