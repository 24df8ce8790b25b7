import type { Page } from '@playwright/test'
import { drawnByTheApp } from './drawn-by-the-app.ts'
import { expect, test } from './fixtures.ts'

/**
 * Captions on a demo film: its first episode's answer is given two caption files of the test's own
 * (their cues known here), served as WebVTT. The service worker is kept out so these answers are the page's.
 */
test.use({ serviceWorkers: 'block' })
test.slow()

const film = '/vi/movie/tinh-yeu-o-da-lat'
const vtt = (text: string) => `WEBVTT\n\n00:00:00.000 --> 00:00:30.000\n${text}\n`
const subtitles = [
  { language: 'vi', label: 'Tiếng Việt', link: '/media/captions-test/vi.vtt' },
  { language: 'en', label: 'English', link: '/media/captions-test/en.vtt' },
]

const player = (page: Page) => page.getByRole('group', { name: /^Trình phát video: / })
const captions = (page: Page) => player(page).getByRole('combobox', { name: 'Phụ đề' })
/** The text of the cues the video shows now. */
const shown = (page: Page) =>
  player(page)
    .locator('video')
    .evaluate((video: HTMLVideoElement) =>
      Array.from(video.textTracks)
        .filter((track) => track.mode === 'showing')
        .flatMap((track) => Array.from(track.activeCues ?? []))
        .map((cue) => (cue as VTTCue).text),
    )
/** The video's caption tracks that are showing, by language: never more than the one chosen. */
const showingTracks = (page: Page) =>
  player(page)
    .locator('video')
    .evaluate((video: HTMLVideoElement) =>
      Array.from(video.textTracks)
        .filter((track) => track.mode === 'showing')
        .map((track) => track.language || track.label),
    )

test('a film offers its captions, shows the chosen ones and remembers the choice', async ({ page }) => {
  await drawnByTheApp(page)
  await page.route('**/vi/api/v1/posts/chapter/movie/*/1', async (route) => {
    const answer = await (await route.fetch()).json()
    await route.fulfill({ json: { ...answer, data: { ...answer.data, subtitles } } })
  })
  await page.route('**/media/captions-test/*.vtt', (route) =>
    route.fulfill({
      contentType: 'text/vtt',
      body: vtt(route.request().url().endsWith('vi.vtt') ? 'Xin chào Đà Lạt' : 'Hello Da Lat'),
    }),
  )
  await page.goto(film)
  await page.getByRole('region', { name: 'Trình phát' }).getByRole('button', { name: 'Phát' }).click()
  await expect(captions(page)).toBeVisible({ timeout: 30_000 })
  await expect(captions(page).locator('option')).toHaveText(['Tắt', 'Tiếng Việt', 'Tiếng Anh'])
  await expect(captions(page)).toHaveValue('off')
  expect(await shown(page)).toEqual([])

  // From the keyboard: the choice is a control of the player's bar.
  await captions(page).focus()
  await captions(page).selectOption('vi')
  await expect.poll(() => shown(page), { timeout: 20_000 }).toEqual(['Xin chào Đà Lạt'])
  await captions(page).selectOption('en')
  await expect.poll(() => shown(page), { timeout: 20_000 }).toEqual(['Hello Da Lat'])

  // The next visit starts with English captions.
  await page.reload()
  await page.getByRole('region', { name: 'Trình phát' }).getByRole('button', { name: 'Phát' }).click()
  await expect(captions(page)).toHaveValue('en', { timeout: 30_000 })
  await expect.poll(() => shown(page), { timeout: 20_000 }).toEqual(['Hello Da Lat'])
  expect(await showingTracks(page)).toHaveLength(1)
  // An engine that shows another track of its own accord (WebKit's default, a remembered one): the
  // chosen one stays alone.
  await player(page)
    .locator('video')
    .evaluate((video: HTMLVideoElement) => {
      for (const track of Array.from(video.textTracks)) if (track.language === 'vi') track.mode = 'showing'
    })
  await expect.poll(() => showingTracks(page)).toEqual(['en'])
  expect(await shown(page)).toEqual(['Hello Da Lat'])

  await captions(page).selectOption('off')
  await expect.poll(() => shown(page)).toEqual([])
  expect(await showingTracks(page)).toEqual([])
})

test('the captions chosen on one episode are on when the next one starts by itself', async ({ page }) => {
  await drawnByTheApp(page)
  await page.route(/\/vi\/api\/v1\/posts\/chapter\/movie\/\d+\/[12]$/, async (route) => {
    const answer = await (await route.fetch()).json()
    await route.fulfill({ json: { ...answer, data: { ...answer.data, subtitles } } })
  })
  await page.route('**/media/captions-test/*.vtt', (route) =>
    route.fulfill({
      contentType: 'text/vtt',
      body: vtt(route.request().url().endsWith('vi.vtt') ? 'Xin chào Đà Lạt' : 'Hello Da Lat'),
    }),
  )
  await page.goto(film)
  await page.getByRole('region', { name: 'Trình phát' }).getByRole('button', { name: 'Phát' }).click()
  await expect(captions(page)).toBeVisible({ timeout: 30_000 })
  await captions(page).selectOption('en')
  await expect.poll(() => shown(page), { timeout: 20_000 }).toEqual(['Hello Da Lat'])

  // Episode 1 ends; after its countdown, episode 2 starts with the same captions.
  const video = player(page).locator('video')
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.duration), { timeout: 20_000 })
    .toBeGreaterThan(1)
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = element.duration - 0.5
  })
  await expect(page).toHaveURL(/\?ep=2$/, { timeout: 20_000 })
  await expect(player(page)).toHaveAccessibleName(/Tiệm hoa sương mù$/)
  await expect(captions(page)).toHaveValue('en', { timeout: 30_000 })
  await expect.poll(() => shown(page), { timeout: 20_000 }).toEqual(['Hello Da Lat'])
})

test("the demo's own films have captions in both languages, describing their sound", async ({ page }) => {
  await drawnByTheApp(page)
  await page.goto(film)
  await page.getByRole('region', { name: 'Trình phát' }).getByRole('button', { name: 'Phát' }).click()
  await expect(captions(page)).toBeVisible({ timeout: 30_000 })
  await expect(captions(page).locator('option')).toHaveText(['Tắt', 'Tiếng Việt', 'Tiếng Anh'])
  // The first episode plays the clip of the hills at dusk: its cues, whichever is on as the choice is made.
  const vietnamese = ['[Gió thổi qua đồi]', '[Một nốt nhạc trầm ngân dài]', '[Gió lặng dần]']
  await captions(page).selectOption('vi')
  await expect
    .poll(async () => (await shown(page)).filter((text) => vietnamese.includes(text)).length, {
      timeout: 20_000,
    })
    .toBe(1)
})
