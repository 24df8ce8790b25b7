import { spawnSync } from 'node:child_process'
import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { APIRequestContext, Page, Route } from '@playwright/test'
import sharp from 'sharp'
import { writeZip } from '../../scripts/lib/bench-library.ts'
import { type LocalServer, startServer, tempDataDir } from '../../scripts/lib/local-server.ts'
import { expect, test } from './fixtures.ts'
import { type Site, signUpByApi } from './sign-up.ts'

/*
 * Issue 20's browser uploads beyond one file: a folder of chapter folders chosen with the folder
 * picker, and an upload cut by a reload that continues from the server's offset once its file is
 * chosen again.
 */

const root = join(import.meta.dirname, '..', '..')
/** The piece the app sends with tus (src/features/admin/uploads/tus-upload.ts, UPLOAD_CHUNK_SIZE). */
const PIECE = 8 * 1024 * 1024
const tusAddress = /\/vi\/api\/v1\/admin\/uploads\/([0-9a-f]{32})?$/

// Requests are watched with page.route, which does not see what a service worker answers.
test.use({ serviceWorkers: 'block' })

async function register(request: APIRequestContext, site: Site, email: string) {
  const member = { name: email.split('@')[0]!, email, password: 'mot-secret-1' }
  return (await signUpByApi(request, member, site)).token
}

const useToken = (page: Page, token: string) =>
  page.context().addInitScript((value) => localStorage.setItem('accessToken', value), token)

const picture = (seed: number, noise = false) =>
  sharp({
    create: {
      width: noise ? 1200 : 60,
      height: noise ? 1600 : 80,
      channels: 3,
      background: { r: 40 * seed, g: 90, b: 160 },
      ...(noise ? { noise: { type: 'gaussian' as const, mean: 128, sigma: 30 } } : {}),
    },
  })
    .png()
    .toBuffer()

test.describe('an admin uploading', () => {
  // One site for both tests (starting a server is slow on a busy machine): they run one after another.
  test.describe.configure({ mode: 'serial' })
  let site: LocalServer
  let data: ReturnType<typeof tempDataDir>
  let files: ReturnType<typeof tempDataDir>
  let cbz = ''
  let series = ''
  const env = {
    APP_DIR: process.env.E2E_APP_DIR ?? join(root, 'dist'),
    SEED_DEMO: 'false',
    DATABASE_URL: undefined,
    MEDIA_DIR: undefined,
    LIBRARY_DIR: undefined,
    UPLOADS_DIR: undefined,
  }
  const adminEmail = 'tai-len@example.org'
  let token = ''
  /** The post the folder made (the drop test adds a chapter to it). */
  let folderPost = 0

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(480_000)
    data = tempDataDir('e2e-admin-uploads')
    files = tempDataDir('e2e-admin-uploads-files')
    // A series folder of two chapter folders (10 after 2, as the library orders them) and a stray note.
    series = join(files.dir, 'Mèo Thư Mục')
    for (const [chapter, pages] of [
      ['Tập 10', [3]],
      ['Tập 2', [1, 2]],
    ] as const) {
      mkdirSync(join(series, chapter), { recursive: true })
      for (const [n, seed] of pages.entries()) {
        writeFileSync(join(series, chapter, `0${n + 1}.png`), await picture(seed))
      }
    }
    writeFileSync(join(series, 'Tập 2', 'ghi chú.txt'), 'không phải ảnh')
    // A CBZ of more than one piece.
    cbz = join(files.dir, 'Chương Dài.cbz')
    await writeZip(
      cbz,
      await Promise.all(
        [1, 2].map(async (n) => ({ name: `0${n}.png`, data: await picture(n, true), store: true })),
      ),
    )
    expect(statSync(cbz).size).toBeGreaterThan(PIECE + 1024 * 1024)

    site = await startServer({ dataDir: data.dir, env, quiet: true })
    const request = await playwright.request.newContext()
    token = await register(request, site, adminEmail)
    await request.dispose()
    await site.stop()
    const grant = spawnSync(process.execPath, ['server/admin/cli.ts', 'grant', adminEmail], {
      cwd: root,
      env: { ...process.env, ...env, DATA_DIR: data.dir, LOG_LEVEL: 'error' },
      encoding: 'utf8',
    })
    expect(grant.status, grant.stderr).toBe(0)
    site = await startServer({ dataDir: data.dir, env, quiet: true })
  })
  test.afterAll(async () => {
    await site?.stop()
    data?.remove()
    files?.remove()
  })

  /** The admin's uploads as the server has them. */
  const myUploads = async (request: APIRequestContext) => {
    const res = await request.get(`${site.url}/vi/api/v1/admin/uploads/`, {
      headers: { authorization: `Bearer ${token}` },
    })
    return (
      (await res.json()) as {
        data: { file_name: string; state: string; offset: number; post_id: number | null }[]
      }
    ).data
  }

  test('a folder of chapter folders becomes chapters in natural order; a file in it that is not an image is refused by name', async ({
    page,
  }) => {
    test.setTimeout(240_000)
    await useToken(page, token)
    await page.goto(`${site.url}/vi/admin/upload`)
    await page.getByLabel('Loại', { exact: true }).selectOption({ label: 'Truyện tranh' })
    await page.getByLabel('Tiêu đề', { exact: true }).fill('Mèo Thư Mục')
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: 'Chọn thư mục ảnh' }).click()
    await (await chooser).setFiles(series)

    const rows = page.getByRole('list', { name: 'Tệp tải lên' }).getByRole('listitem')
    await expect(rows.filter({ hasText: 'Mèo Thư Mục/Tập 2/ghi chú.txt' })).toContainText(
      'Không gửi: một thư mục là một chương gồm các ảnh',
    )
    for (const page of ['Tập 2/01.png', 'Tập 2/02.png', 'Tập 10/01.png']) {
      await expect(rows.filter({ hasText: `Mèo Thư Mục/${page}` })).toContainText(
        'Đã nhập vào «Mèo Thư Mục».',
        { timeout: 120_000 },
      )
    }
    const made = (await myUploads(page.request)).find((u) => u.state === 'imported')!
    folderPost = made.post_id!
    // The finished upload links to the post it made, in the admin's editor.
    await expect(
      rows.filter({ hasText: 'Mèo Thư Mục/Tập 10/01.png' }).getByRole('link', { name: '«Mèo Thư Mục»' }),
    ).toHaveAttribute('href', `/vi/admin/posts/${folderPost}`)
    const post = await page.request.get(`${site.url}/vi/api/v1/admin/posts/${made.post_id}/`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const chapters = (
      (await post.json()) as { data: { chapters: { index: number; library_path: string }[] } }
    ).data.chapters
    expect(chapters.map((c) => [c.index, c.library_path])).toEqual([
      [1, 'comics/Mèo Thư Mục/Tập 2'],
      [2, 'comics/Mèo Thư Mục/Tập 10'],
    ])
  })

  test('images dropped on a post become its next chapter (a drop event with a DataTransfer built in the page)', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    expect(folderPost, 'the folder test made the post').toBeGreaterThan(0)
    await useToken(page, token)
    await page.goto(`${site.url}/vi/admin/posts/${folderPost}`)
    const zone = page.getByRole('button', { name: /^Chọn tệp chương/ })
    await expect(zone).toBeVisible()
    const pages = await Promise.all([4, 5].map(async (seed) => (await picture(seed)).toString('base64')))
    const transfer = await page.evaluateHandle((encoded) => {
      const dropped = new DataTransfer()
      for (const [n, data] of encoded.entries()) {
        const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0))
        dropped.items.add(new File([bytes], `0${n + 1}.png`, { type: 'image/png' }))
      }
      return dropped
    }, pages)
    await zone.dispatchEvent('drop', { dataTransfer: transfer })
    const rows = page.getByRole('list', { name: 'Tệp tải lên' }).getByRole('listitem')
    for (const name of ['01.png', '02.png']) {
      await expect(rows.filter({ hasText: name })).toContainText('Đã nhập vào «Mèo Thư Mục».', {
        timeout: 120_000,
      })
    }
    const post = await page.request.get(`${site.url}/vi/api/v1/admin/posts/${folderPost}/`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const chapters = ((await post.json()) as { data: { chapters: { index: number }[] } }).data.chapters
    expect(chapters.map((c) => c.index)).toEqual([1, 2, 3])
  })

  test('a reload mid-upload lists it with what the server has, and the file chosen again continues from there', async ({
    page,
  }) => {
    test.setTimeout(300_000)
    await useToken(page, token)
    const calls: string[] = []
    let held: Route | undefined
    await page.route(
      (url) => tusAddress.test(url.pathname),
      async (route) => {
        const request = route.request()
        // The list of the admin's uploads shares the endpoint's address: not a tus request.
        if (request.method() === 'GET') return route.continue()
        const offset = request.headers()['upload-offset']
        calls.push(request.method() === 'PATCH' ? `PATCH ${offset}` : request.method())
        // The second piece never leaves: the page is reloaded while it waits.
        if (request.method() === 'PATCH' && offset === String(PIECE) && !held) {
          held = route
          return
        }
        await route.continue()
      },
    )
    await page.goto(`${site.url}/vi/admin/upload`)
    await page.getByLabel('Loại', { exact: true }).selectOption({ label: 'Truyện tranh' })
    await page.getByLabel('Tiêu đề', { exact: true }).fill('Truyện Tải Lại')
    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: /^Chọn tệp/ }).click()
    await (await chooser).setFiles(cbz)

    await expect.poll(() => held !== undefined, { timeout: 120_000 }).toBe(true)
    await expect
      .poll(async () => (await myUploads(page.request)).find((u) => u.file_name === 'Chương Dài.cbz')?.offset)
      .toBe(PIECE)
    expect(calls).toEqual(['POST', 'PATCH 0', `PATCH ${PIECE}`])
    await page.reload()
    await held!.abort().catch(() => undefined)
    calls.length = 0

    const unfinished = page.getByRole('list', { name: 'Tải lên chưa xong' }).getByRole('listitem')
    await expect(unfinished).toHaveCount(1)
    await expect(unfinished).toContainText('Chương Dài.cbz')
    await expect(unfinished).toContainText(/Đã gửi 8\.0 trên [\d.]+ MB\. Chọn lại tệp để tải tiếp\./)
    const again = page.waitForEvent('filechooser')
    await unfinished.getByRole('button', { name: 'Chọn lại tệp' }).click()
    await (await again).setFiles(cbz)

    const row = page.getByRole('list', { name: 'Tệp tải lên' }).getByRole('listitem').filter({
      hasText: 'Chương Dài.cbz',
    })
    await expect(row).toContainText('Đã nhập vào «Truyện Tải Lại».', { timeout: 240_000 })
    // No new upload: the server is asked where it got to, and the rest is sent from 8 MiB.
    expect(calls).toEqual(['HEAD', `PATCH ${PIECE}`])
    await expect(unfinished).toHaveCount(0)
  })
})
