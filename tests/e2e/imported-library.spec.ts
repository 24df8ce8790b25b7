import { expect, test } from './fixtures.ts'
import { expectDecoded } from './images.ts'
import { importedComicPages } from './library-fixture.ts'
import { libraryBaseURL } from './library-server.ts'

/** The site whose content was imported from a library folder at its start (serve-library.ts). */
const at = (path: string) => `${libraryBaseURL}${path}`

test.beforeEach(async ({ request }) => {
  // The server imports as it starts; the test waits for the library's last post to be there.
  await expect
    .poll(async () => (await request.get(at('/vi/api/v1/posts/detail/novel/sach-nho/'))).status(), {
      timeout: 60_000,
    })
    .toBe(200)
})

test('a comic imported from a CBZ reads in the comic reader, its pages in order', async ({ page }) => {
  await page.goto(at('/vi/comic/meo-thu-vien/1'))
  await expect(page.getByRole('heading', { level: 1, name: 'Mèo Thư Viện' })).toBeVisible()
  for (const n of [1, 2, 3]) await expectDecoded(page.getByRole('img', { name: `Trang ${n} / 3` }))
})

test.describe('pages held back by the network', () => {
  // The page's own requests, not the service worker's: the test holds them.
  test.use({ serviceWorkers: 'block' })

  test('every page of an imported comic has its own box before its image arrives', async ({ page }) => {
    // The pages' images are held back: what is laid out comes from the chapter alone.
    const held: (() => Promise<void>)[] = []
    let holding = true
    await page.route('**/media/library/comics/**', (route) =>
      holding ? held.push(() => route.continue()) : route.continue(),
    )
    // The window's load waits for the pictures: the page is read, and the app takes it over, before.
    await page.goto(at('/vi/comic/meo-thu-vien/1'), { waitUntil: 'domcontentloaded' })
    await expect(page.getByRole('heading', { level: 1, name: 'Mèo Thư Viện' })).toBeVisible()
    const slots = page.locator('.page-list__page')
    await expect(slots).toHaveCount(3)
    await expect.poll(() => held.length).toBeGreaterThan(0)
    const boxes = () =>
      slots.evaluateAll((items) =>
        items.map((item) => {
          const image = item.querySelector('img')
          const { width, height } = item.getBoundingClientRect()
          return {
            shape: Number((height / width).toFixed(2)),
            loaded: Boolean(image?.complete && image.naturalWidth > 0),
          }
        }),
      )
    // A page, a double spread and a tall strip, each in a box of its own shape, none of them loaded.
    const shapes = importedComicPages.map(({ width, height }) => Number((height / width).toFixed(2)))
    expect(await boxes()).toEqual(shapes.map((shape) => ({ shape, loaded: false })))
    for (const [i, { width, height }] of importedComicPages.entries()) {
      const image = page.getByRole('img', { name: `Trang ${i + 1} / 3` })
      await expect(image).toHaveAttribute('width', String(width))
      await expect(image).toHaveAttribute('height', String(height))
    }
    // Once the images come, nothing moves: each fills the box it was given.
    holding = false
    for (const release of held.splice(0)) await release()
    for (const n of [1, 2, 3]) await expectDecoded(page.getByRole('img', { name: `Trang ${n} / 3` }))
    expect(await boxes()).toEqual(shapes.map((shape) => ({ shape, loaded: true })))
  })
})

test('a novel imported from an EPUB reads in the novel reader, chapter after chapter', async ({ page }) => {
  await page.goto(at('/vi/novel/sach-nho/1'))
  await expect(page.getByRole('heading', { level: 1, name: 'Sách Nhỏ' })).toBeVisible()
  await expect(page.getByText(/^Đoạn 1: gió đầu mùa thổi qua phố cũ/)).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Chuyển chương' })
    .getByRole('button', { name: 'Tập tiếp theo', exact: true })
    .click()
  await expect(page).toHaveURL(/\/vi\/novel\/sach-nho\/2\/?$/)
  await expect(page.getByText(/^Đoạn 2: gió đầu mùa thổi qua phố cũ/)).toBeVisible()
})

test('a film imported from an MP4 plays the file itself, with its captions offered and shown', async ({
  page,
  request,
}) => {
  // Films are imported after the novels: this one may come a moment after the beforeEach's novel.
  await expect
    .poll(async () => (await request.get(at('/vi/api/v1/posts/detail/movie/phim-ngan/'))).status(), {
      timeout: 60_000,
    })
    .toBe(200)
  await page.goto(at('/vi/movie/phim-ngan'))
  await page.getByRole('region', { name: 'Trình phát' }).getByRole('button', { name: 'Phát' }).click()
  const player = page.getByRole('group', { name: /^Trình phát video: / })
  const video = player.locator('video')
  // H.264/AAC in MP4 plays as it is, by range requests, not packaged.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc), { timeout: 30_000 })
    .toMatch(/\/media\/library\/films\/phim-ngan\/\w+\/video\.mp4$/)
  const captions = player.getByRole('combobox', { name: 'Phụ đề' })
  await expect(captions.locator('option')).toHaveText(['Tắt', 'Tiếng Việt', 'Tiếng Anh'], { timeout: 30_000 })
  // The clip lasts two seconds: held still inside its one cue while the captions are checked.
  await video.evaluate((v: HTMLVideoElement) => {
    v.pause()
    v.currentTime = 0.5
  })
  await captions.selectOption('vi')
  const shown = () =>
    video.evaluate((v: HTMLVideoElement) =>
      Array.from(v.textTracks)
        .filter((track) => track.mode === 'showing')
        .flatMap((track) => Array.from(track.activeCues ?? []))
        .map((cue) => (cue as VTTCue).text),
    )
  await expect.poll(shown, { timeout: 20_000 }).toEqual(['Xin chào thư viện'])
  await captions.selectOption('en')
  await expect.poll(shown, { timeout: 20_000 }).toEqual(['Hello library'])
})

test('a film episode in another format is packaged by the server in the background, then plays', async ({
  page,
  request,
}) => {
  test.slow()
  // 'Đang xử lý' until the server's packaging job is done; the test waits for the episode's answer.
  await expect
    .poll(
      async () => {
        const detail = await request.get(at('/vi/api/v1/posts/detail/movie/phim-ngan/'))
        if (!detail.ok()) return 'no film yet'
        const { id } = (await detail.json()).data
        const episode = await request.get(at(`/vi/api/v1/posts/chapter/movie/${id}/2`))
        const { processing, source } = (await episode.json()).data
        return processing ? 'processing' : source.map((s: { type: string }) => s.type).join()
      },
      { timeout: 180_000, intervals: [1_000] },
    )
    .toBe('hls')
  await page.goto(at('/vi/movie/phim-ngan?ep=2'))
  await page.getByRole('region', { name: 'Trình phát' }).getByRole('button', { name: 'Phát' }).click()
  const video = page.getByRole('group', { name: /^Trình phát video: / }).locator('video')
  // How much has played, not whether it still plays: the clip lasts two seconds, and on a busy
  // machine it may be over before it is looked at.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => (v.played.length > 0 ? v.played.end(0) : -1)), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0.3)
})
