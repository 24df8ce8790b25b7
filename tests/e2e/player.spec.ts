import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { runTimersAndSettle } from './settle.ts'

/** A film of the demo catalogue with video (its episodes stream 8-second clips) and one without. */
const film = '/vi/movie/tinh-yeu-o-da-lat'

const stage = (page: Page) => page.getByRole('region', { name: 'Trình phát' })
const player = (page: Page) => page.getByRole('group', { name: /^Trình phát video: / })
const media = (page: Page) => player(page).locator('video')
/** Reads the video element in the page (the function runs there, so it must not use anything from here). */
const read = <T>(video: Locator, what: (video: HTMLVideoElement) => T) =>
  video.evaluate(what as unknown as (element: HTMLElement | SVGElement) => T)

// Real video is decoded here: on a busy machine a film takes longer to start and to switch.
test.slow()

/** Requests for the film player's library and for the film's streams. */
function watchRequests(page: Page) {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return {
    shaka: () => urls.filter((url) => url.includes('shaka-player')),
    streams: () => urls.filter((url) => url.includes('/media/films/')),
  }
}

async function pressPlay(page: Page) {
  await stage(page).getByRole('button', { name: 'Phát' }).click()
  await expect(player(page)).toBeVisible()
}

const playing = (page: Page) =>
  expect.poll(() => read(media(page), (video) => (video.paused ? -1 : video.currentTime)), {
    timeout: 20_000,
  })

test('a film plays after Play, changes speed and quality, and stops when the page changes', async ({
  page,
}) => {
  const requests = watchRequests(page)
  await page.goto(film)
  await expect(page.getByRole('heading', { level: 1, name: 'Tình yêu ở Đà Lạt' })).toBeVisible()
  // The player library is not part of the first load: it comes when a film starts.
  expect(requests.shaka()).toEqual([])

  await pressPlay(page)
  await playing(page).toBeGreaterThan(0.3)
  expect(requests.shaka()).toHaveLength(1)
  await expect(player(page).getByRole('alert')).toHaveCount(0)

  // Half speed: the 8-second clip lasts long enough for the rest of the test.
  await player(page).getByRole('combobox', { name: 'Tốc độ phát' }).selectOption('0.5')
  await expect.poll(() => read(media(page), (video) => video.playbackRate)).toBe(0.5)
  // Back to the start from the keyboard, with the focus in the player: two steps of 5 s.
  await player(page).focus()
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect.poll(() => read(media(page), (video) => video.currentTime)).toBeLessThan(1.5)

  const quality = player(page).getByRole('combobox', { name: 'Chất lượng' })
  await expect(quality.getByRole('option')).toHaveText([/^Tự động/, '360p', '180p'])
  await quality.selectOption('180')
  await expect.poll(() => read(media(page), (video) => video.videoHeight), { timeout: 10_000 }).toBe(180)
  // Back to adapting to the network (which may well pick 180p again on a busy machine).
  await quality.selectOption('auto')
  await expect(quality).toHaveValue('auto')

  // k pauses and plays, m mutes.
  await player(page).focus()
  await page.keyboard.press('k')
  await expect.poll(() => read(media(page), (video) => video.paused)).toBe(true)
  await page.keyboard.press('m')
  await expect.poll(() => read(media(page), (video) => video.muted)).toBe(true)
  await page.keyboard.press('k')
  await playing(page).toBeGreaterThan(0)

  await page.getByRole('region', { name: 'Thông tin' }).getByRole('link', { name: 'Lý Bảo Ngọc' }).click()
  await expect(page).toHaveURL(/\/vi\/actor\/ly-bao-ngoc\/?$/)
  await expect(media(page)).toHaveCount(0)
  const fetched = requests.streams().length
  // A player left running would ask for the rest of the clip on its timers' next turns: from here
  // on they run on a clock that is moved on at once (not before: a faked clock would upset playback).
  await page.clock.install()
  await runTimersAndSettle(page, 30_000)
  expect(requests.streams()).toHaveLength(fetched)
})

test('a film resumes where it was left, after a reload', async ({ page }) => {
  await page.goto(film)
  await pressPlay(page)
  await playing(page).toBeGreaterThan(3.5)
  await player(page).getByRole('button', { name: 'Tạm dừng' }).click()
  const left = await read(media(page), (video) => video.currentTime)

  await page.reload()
  await pressPlay(page)
  await expect(player(page).getByText(/^Xem tiếp từ 0:0\d$/)).toBeVisible()
  // Where playback began, not where it is: on a busy machine the rest of the clip may be over by the
  // time it is read.
  const firstPlayed = () =>
    read(media(page), (video) => (video.played.length > 0 ? video.played.start(0) : -1))
  await expect.poll(firstPlayed, { timeout: 20_000 }).toBeGreaterThanOrEqual(Math.floor(left))
  // Starting over plays the film from its beginning, even when the clip has run out meanwhile.
  await player(page).getByRole('button', { name: 'Xem từ đầu' }).click()
  await expect
    .poll(() => read(media(page), (video) => (video.paused ? Number.NaN : video.currentTime)))
    .toBeLessThan(2)
})

test("a stream that fails says 'Không thể phát video này.' and logs the error", async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.route(/\/media\/films\/.*\.(mpd|m3u8|mp4)$/, (route) => route.fulfill({ status: 404, body: '' }))
  await page.goto(film)
  await pressPlay(page)
  // Each rendition is tried (the streams' playlists retried once) before the film is given up.
  await expect(player(page).getByRole('alert')).toContainText('Không thể phát video này.', {
    timeout: 15_000,
  })
  // shaka's code 1001: the server answered with an error status.
  const logged = errors.filter((text) => /stream could not be played: .* \(shaka error 1001\)/.test(text))
  expect(logged).toHaveLength(2)
})

test("a film whose segments fail says 'Không thể phát video này.', and 'Thử lại' plays it once they are back", async ({
  page,
}) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  // The playlists load, so the film seems to load; no piece of the picture or sound ever comes, nor
  // does the progressive copy.
  const segments = /\/media\/films\/.*\.(m4s|mp4)$/
  await page.route(segments, (route) => route.fulfill({ status: 404, body: '' }))
  await page.goto(film)
  await pressPlay(page)
  // Found by shaka's error or by the start that never comes (10 s), whichever is first.
  const alert = player(page).getByRole('alert')
  await expect(alert).toContainText('Không thể phát video này.', { timeout: 45_000 })
  expect(errors.length).toBeGreaterThan(0)
  await expect(alert.getByRole('button', { name: 'Thử lại' })).toBeVisible()

  await page.unroute(segments)
  await alert.getByRole('button', { name: 'Thử lại' }).click()
  await playing(page).toBeGreaterThan(0.3)
  await expect(player(page).getByRole('alert')).toHaveCount(0)
})

test('a film whose streams load but do not play falls back to its progressive MP4', async ({ page }) => {
  const requests = watchRequests(page)
  // What an engine whose Media Source fails sees: the playlists are there, the stream never starts.
  await page.route(/\/media\/films\/.*\.m4s$/, (route) => route.fulfill({ status: 404, body: '' }))
  await page.goto(film)
  await pressPlay(page)
  // Within the 10 s a start may take, and the copy's own start.
  await expect
    .poll(() => read(media(page), (video) => (video.paused ? -1 : video.currentTime)), { timeout: 40_000 })
    .toBeGreaterThan(0.3)
  expect(await read(media(page), (video) => video.currentSrc)).toMatch(/\/media\/films\/\w+\/video\.mp4$/)
  expect(requests.streams().some((url) => url.endsWith('.m3u8'))).toBe(true)
  await expect(player(page).getByRole('alert')).toHaveCount(0)
})

test("a film without video says 'Không có video', and the player's library never loads", async ({ page }) => {
  const requests = watchRequests(page)
  await page.goto('/vi/movie/mat-bao')
  await expect(stage(page).getByText('Không có video')).toBeVisible()
  await expect(player(page)).toHaveCount(0)
  expect(requests.shaka()).toEqual([])
  // Nor does the service worker precache it: it keeps the library only once a film has played.
  const worker = await (await page.request.get('/sw.js')).text()
  expect(worker).toMatch(/["']assets\/[^"']+\.js["']/)
  expect(worker).not.toMatch(/["'][^"']*shaka-player[^"']*\.js["']/)
})

/** Moves the film to half a second before its end, once its length is known. */
async function nearTheEnd(page: Page) {
  await expect
    .poll(() => read(media(page), (video) => video.duration), { timeout: 20_000 })
    .toBeGreaterThan(1)
  await read(media(page), (video) => {
    video.currentTime = video.duration - 0.5
  })
}

const countdown = (page: Page) => player(page).getByRole('timer')

test('at the end of an episode the next one starts after a countdown, at the speed and mute chosen', async ({
  page,
}) => {
  await page.goto(film)
  await pressPlay(page)
  await playing(page).toBeGreaterThan(0.3)
  await player(page).getByRole('combobox', { name: 'Tốc độ phát' }).selectOption('1.5')
  await player(page).focus()
  await page.keyboard.press('m')
  await expect.poll(() => read(media(page), (video) => video.muted)).toBe(true)

  await nearTheEnd(page)
  await expect(countdown(page)).toHaveText(/^Tập tiếp theo sau [1-5] giây$/, { timeout: 15_000 })
  await expect(player(page).getByRole('link', { name: 'Phát ngay' })).toBeVisible()
  // The address the next-episode link leads to (the router writes it without the slash).
  await expect(page).toHaveURL(/\/vi\/movie\/tinh-yeu-o-da-lat\/?\?ep=2$/, { timeout: 15_000 })

  // Episode 2 plays by itself, as fast and as quiet as episode 1 was left (it lasts 4 s at 1.5×,
  // and the next countdown 5 s: all is read before episode 3 comes).
  await expect(player(page)).toHaveAccessibleName(/Tiệm hoa sương mù$/)
  await playing(page).toBeGreaterThan(0.3)
  expect(await read(media(page), (video) => video.muted)).toBe(true)
  await expect.poll(() => read(media(page), (video) => video.playbackRate)).toBe(1.5)
  await expect(player(page).getByRole('combobox', { name: 'Tốc độ phát' })).toHaveValue('1.5')
})

test('in fullscreen the next episode plays on in fullscreen, and leaving it is one button', async ({
  page,
}) => {
  await page.goto(film)
  await pressPlay(page)
  await playing(page).toBeGreaterThan(0.3)
  await player(page).getByRole('button', { name: 'Toàn màn hình' }).click()
  const fullscreen = () => page.evaluate(() => document.fullscreenElement?.className ?? null)
  // The film's stage is what fills the screen: it stays when the next episode's player comes.
  await expect.poll(fullscreen).toBe('movie-stage')
  const box = await player(page).boundingBox()
  const screen = page.viewportSize()!
  expect(box?.width).toBe(screen.width)
  expect(box?.height).toBe(screen.height)

  await nearTheEnd(page)
  await expect(page).toHaveURL(/\/vi\/movie\/tinh-yeu-o-da-lat\/?\?ep=2$/, { timeout: 20_000 })
  await expect(player(page)).toHaveAccessibleName(/Tiệm hoa sương mù$/)
  await playing(page).toBeGreaterThan(0.3)
  expect(await fullscreen()).toBe('movie-stage')
  await player(page).getByRole('button', { name: 'Thoát toàn màn hình' }).click()
  await expect.poll(fullscreen).toBeNull()
})

test('the countdown to the next episode can be cancelled, from the keyboard too', async ({ page }) => {
  await page.goto(film)
  await pressPlay(page)
  await playing(page).toBeGreaterThan(0.3)
  await player(page).focus()
  await nearTheEnd(page)
  await expect(countdown(page)).toBeVisible({ timeout: 15_000 })
  // The viewer was in the player: the end screen takes the focus, and Tab reaches Cancel.
  await expect(player(page).getByRole('link', { name: 'Phát ngay' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(player(page).getByRole('button', { name: 'Huỷ' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(countdown(page)).toHaveCount(0)
  await expect(player(page).getByRole('link', { name: 'Tập tiếp theo: Tập 2' })).toBeFocused()

  // Nothing is left counting: well past the countdown, the page is still episode 1's.
  await page.clock.install()
  await runTimersAndSettle(page, 30_000)
  await expect(page).toHaveURL(/\/vi\/movie\/tinh-yeu-o-da-lat$/)
  await expect(player(page).getByRole('button', { name: 'Xem lại' })).toBeVisible()
})

test("with autoplay turned off in the settings, an episode's end only offers the next one", async ({
  page,
}) => {
  await page.goto('/vi/settings')
  const autoplay = page.getByRole('checkbox', { name: 'Tự động phát tập tiếp theo' })
  await expect(autoplay).toBeChecked()
  await autoplay.uncheck()
  // Kept on the device: still off on the next visit, once the page the server drew is taken over.
  await page.reload()
  await expect(autoplay).not.toBeChecked()

  await page.goto(film)
  await pressPlay(page)
  await playing(page).toBeGreaterThan(0.3)
  await nearTheEnd(page)
  await expect(player(page).getByRole('link', { name: 'Tập tiếp theo: Tập 2' })).toBeVisible({
    timeout: 15_000,
  })
  await expect(countdown(page)).toHaveCount(0)
  await page.clock.install()
  await runTimersAndSettle(page, 30_000)
  await expect(page).toHaveURL(/\/vi\/movie\/tinh-yeu-o-da-lat$/)
})

test("an episode with an intro offers 'Bỏ qua giới thiệu' while it plays, which goes on to its end", async ({
  page,
}) => {
  // Episode 2 of the demo film has its titles from 1 s to 5 s.
  await page.goto(`${film}/?ep=2`)
  await pressPlay(page)
  // Half speed: the intro lasts long enough to be seen on a busy machine.
  await player(page).getByRole('combobox', { name: 'Tốc độ phát' }).selectOption('0.5')
  const skip = player(page).getByRole('button', { name: 'Bỏ qua giới thiệu' })
  await expect(skip).toBeVisible({ timeout: 20_000 })
  const at = await read(media(page), (video) => video.currentTime)
  expect(at).toBeGreaterThanOrEqual(1)
  expect(at).toBeLessThan(5)
  await skip.click()
  await expect.poll(() => read(media(page), (video) => video.currentTime)).toBeGreaterThanOrEqual(5)
  await expect(skip).toHaveCount(0)
  // The viewer is left in the player, whose keys still work.
  await expect(player(page)).toBeFocused()
})
