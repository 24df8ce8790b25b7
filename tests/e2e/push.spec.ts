import type { Worker } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { signInAsNewMember } from './sign-up.ts'

/*
 * Push notifications in the browser (issue 49): Chromium's DevTools protocol delivers a push to the
 * site's service worker, as a push service would once the browser has decrypted it; the service
 * worker shows the notification; a tap on it, routed by the service worker's own handler, opens the
 * chapter in the window already open. (DevTools cannot click a notification: the tap's event is
 * handed to the worker's listener from the test; the cases of windows open or not are unit tests,
 * tests/unit/sw-push-routing.test.ts.)
 */

const controlled = 'navigator.serviceWorker.controller !== null'

/** The notifications the service worker shows now, as the page reads them. */
const shownNotifications = () =>
  navigator.serviceWorker.ready
    .then((registration) => registration.getNotifications())
    .then((notifications) =>
      notifications.map(({ title, body, icon, tag, data }) => ({ title, body, icon, tag, data })),
    )

test('a push is shown as a notification, and its tap opens the chapter', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin
  await context.grantPermissions(['notifications'], { origin })
  // A comic of the demo catalogue, and the page the server would name in its push.
  const list = await page.request.get('/vi/api/v1/posts/lists/comic/')
  const comic = (
    (await list.json()) as { data: { slug: string; title: string; feature: { path: string } }[] }
  ).data[0]!
  const chapterPage = `/vi/comic/${comic.slug}/1`

  await page.goto('/vi')
  await expect.poll(() => page.evaluate(controlled), { timeout: 60_000 }).toBe(true)
  expect(await page.evaluate(shownNotifications)).toEqual([])

  const cdp = await context.newCDPSession(page)
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = []
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations))
  await cdp.send('ServiceWorker.enable')
  await expect
    .poll(() => registrations.find((one) => one.scopeURL === `${origin}/` && !one.isDeleted)?.registrationId)
    .toBeTruthy()
  const { registrationId } = registrations.find((one) => one.scopeURL === `${origin}/` && !one.isDeleted)!

  const message = {
    title: comic.title,
    body: '3 chương mới, từ chương 1',
    icon: `${comic.feature.path}?w=200`,
    url: chapterPage,
    tag: `post-${comic.slug}`,
  }
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify(message),
  })
  await expect.poll(() => page.evaluate(shownNotifications)).toHaveLength(1)
  const [shown] = await page.evaluate(shownNotifications)
  expect(shown).toEqual({
    title: comic.title,
    body: '3 chương mới, từ chương 1',
    icon: new URL(message.icon, origin).href,
    tag: `post-${comic.slug}`,
    data: { url: new URL(chapterPage, origin).href },
  })

  // A push whose page is another site's opens the site's own home instead.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify({ ...message, tag: 'elsewhere', url: 'https://evil.example/phish' }),
  })
  await expect.poll(() => page.evaluate(shownNotifications)).toHaveLength(2)
  const elsewhere = (await page.evaluate(shownNotifications)).find((one) => one.tag === 'elsewhere')
  expect(elsewhere?.data).toEqual({ url: `${origin}/` })

  // The tap: the worker's own listener, given the notification shown, sends the open window there.
  const worker: Worker =
    context.serviceWorkers().find((one) => one.url().startsWith(origin)) ??
    (await context.waitForEvent('serviceworker'))
  await worker.evaluate(async (tag) => {
    const scope = self as unknown as {
      registration: { getNotifications(): Promise<{ tag: string; close(): void }[]> }
      dispatchEvent(event: Event): boolean
    }
    const [notification] = (await scope.registration.getNotifications()).filter((one) => one.tag === tag)
    const tap = Object.assign(new Event('notificationclick'), {
      notification,
      waitUntil: (work: Promise<unknown>) => work,
    })
    scope.dispatchEvent(tap)
  }, message.tag)
  await page.waitForURL(`${origin}${chapterPage}`)
  await expect(page.getByRole('main')).toBeVisible()
  // The tapped notification is closed; the other stays.
  await expect.poll(() => page.evaluate(shownNotifications)).toHaveLength(1)
})

test('the notifications page: this device, what is told and when, the devices', async ({ page }) => {
  await signInAsNewMember(page, 'push')
  await page.goto('/vi/user/notifications')
  await expect(page.getByRole('heading', { level: 1, name: 'Thông báo' })).toBeVisible()
  const here = page.getByRole('region', { name: 'Thiết bị này' })
  // The service worker is there and nothing is blocked: the browser can be asked, when the button is pressed.
  await expect(here.getByRole('button', { name: 'Bật thông báo trên thiết bị này' })).toBeVisible({
    timeout: 60_000,
  })
  const devices = page.getByRole('region', { name: 'Thiết bị nhận thông báo' })
  await expect(devices.getByText('Chưa có thiết bị nào nhận thông báo của bạn.')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Trên iPhone và iPad' }).getByRole('listitem')).toHaveCount(4)

  const settings = page.getByRole('region', { name: 'Những gì bạn được thông báo' })
  await settings.getByRole('checkbox', { name: 'Bỏ dở' }).uncheck()
  await settings
    .getByRole('checkbox', { name: 'Tạm giữ thông báo vào ban đêm, hoặc vào giờ bạn chọn' })
    .check()
  await settings.getByLabel('Từ').fill('22:30')
  await settings.getByLabel('Đến').fill('07:00')
  await settings.getByRole('button', { name: 'Lưu' }).click()
  await expect(settings.getByText('Đã lưu cài đặt của bạn.')).toBeVisible()
  // As the server keeps them, after a reload.
  await page.reload()
  const saved = page.getByRole('region', { name: 'Những gì bạn được thông báo' })
  await expect(saved.getByRole('checkbox', { name: 'Bỏ dở' })).not.toBeChecked()
  await expect(saved.getByRole('checkbox', { name: 'Đang đọc' })).toBeChecked()
  await expect(saved.getByLabel('Từ')).toHaveValue('22:30')
  await expect(saved.getByLabel('Đến')).toHaveValue('07:00')
})
