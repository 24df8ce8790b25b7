import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import type { HttpRequest, HttpResponse, HttpStack, UploadOptions } from 'tus-js-client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetCsrfToken } from '../../src/shared/api/csrf.ts'
import { csrfAnswer, renderAdmin, signInAs, stubApi } from './admin-setup.tsx'

/**
 * The real tus-js-client (its browser build) against a tus server kept in memory: every request it
 * makes is written down, and a test can make a piece fail or hold it back.
 */
const tus = vi.hoisted(() => {
  interface Sent {
    method: string
    url: string
    headers: Record<string, string>
    size?: number
    offset?: number
    failed?: boolean
  }
  const state = {
    requests: [] as Sent[],
    uploads: new Map<string, { length: number; offset: number }>(),
    /** PATCHes at these offsets fail once, as a dropped connection does. */
    failOnce: new Set<number>(),
    /** PATCHes at these offsets wait until released. */
    holdAt: new Set<number>(),
    held: [] as (() => void)[],
    made: 0,
  }
  return state
})

vi.mock('tus-js-client', async () => {
  const real = await vi.importActual<typeof import('tus-js-client')>('tus-js-client/lib.es5/browser/index.js')
  class Upload extends real.Upload {
    constructor(file: File, options: UploadOptions) {
      super(file, { ...options, httpStack: memoryStack() })
    }
    static override terminate(url: string, options: UploadOptions = {}) {
      return real.Upload.terminate(url, { ...options, httpStack: memoryStack() })
    }
  }
  return { ...real, Upload }
})

function memoryStack(): HttpStack {
  return {
    getName: () => 'memory',
    createRequest: (method: string, url: string) => memoryRequest(method, url),
  }
}

function answer(status: number, headers: Record<string, string> = {}, body = ''): HttpResponse {
  return {
    getStatus: () => status,
    getHeader: (name: string) => headers[name.toLowerCase()],
    getBody: () => body,
    getUnderlyingObject: () => null,
  }
}

function memoryRequest(method: string, url: string): HttpRequest {
  const headers: Record<string, string> = {}
  let progress: (sent: number) => void = () => {}
  let aborted: (() => void) | undefined
  return {
    getMethod: () => method,
    getURL: () => url,
    setHeader: (name: string, value: string) => {
      headers[name] = value
    },
    getHeader: (name: string) => headers[name],
    setProgressHandler: (handler: (sent: number) => void) => {
      progress = handler
    },
    getUnderlyingObject: () => null,
    abort: async () => aborted?.(),
    send: async (body?: Blob) => {
      const sent = { method, url, headers: { ...headers } } as (typeof tus.requests)[number]
      tus.requests.push(sent)
      const id = /([0-9a-f]{32})$/.exec(url)?.[1]
      const upload = id ? tus.uploads.get(id) : undefined
      if (headers['X-CSRF-Token'] === 'stale') {
        return answer(403, {}, JSON.stringify({ status: 'error', message: 'Phiên đã cũ.' }))
      }
      if (method === 'POST') {
        const made = (++tus.made).toString(16).padStart(32, '0')
        tus.uploads.set(made, { length: Number(headers['Upload-Length']), offset: 0 })
        return answer(201, { location: `/vi/api/v1/admin/uploads/${made}` })
      }
      if (!upload) return answer(404)
      if (method === 'HEAD') {
        return answer(200, { 'upload-offset': String(upload.offset), 'upload-length': String(upload.length) })
      }
      if (method === 'DELETE') {
        tus.uploads.delete(id!)
        return answer(204)
      }
      const offset = Number(headers['Upload-Offset'])
      sent.offset = offset
      sent.size = body?.size ?? 0
      if (offset !== upload.offset) return answer(409)
      if (tus.failOnce.delete(offset)) {
        sent.failed = true
        throw new Error('The connection dropped')
      }
      if (tus.holdAt.has(offset)) {
        tus.holdAt.delete(offset)
        // Half the piece arrives, then the rest waits for the test (or an abort).
        progress(sent.size / 2)
        await new Promise<void>((resolve, reject) => {
          tus.held.push(resolve)
          aborted = () => reject(new Error('aborted'))
        })
      }
      progress(sent.size)
      upload.offset += sent.size
      return answer(204, { 'upload-offset': String(upload.offset) })
    },
  }
}

const MiB = 1024 * 1024
const decode = (metadata: string) =>
  Object.fromEntries(
    metadata.split(',').map((pair) => {
      const [key, value = ''] = pair.split(' ')
      return [key, new TextDecoder().decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0)))]
    }),
  )

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  localStorage.clear()
  signInAs('admin')
  tus.requests = []
  tus.uploads.clear()
  tus.failOnce.clear()
  tus.holdAt.clear()
  tus.held = []
  tus.made = 0
})
afterEach(() => {
  cleanup()
  // Each test's token is its own.
  forgetCsrfToken()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const uploadPost = {
  id: 12,
  slug: 'truyen-tu-tai-len',
  posttype: 'comic',
  title: { vi: 'Truyện tự tải lên', en: 'Uploaded comic' },
  status: 'unpublished',
  origin: 'upload',
  chapter_count: 1,
  updated_at: '2026-11-20T08:30:00.000Z',
  cover: null,
  description: { vi: '', en: '' },
  library_path: 'upload:comics/truyen',
  release_year: null,
  reading_mode: null,
  locked_fields: [],
  chapters: [
    {
      id: 101,
      index: 1,
      title: { vi: 'Chương 1', en: 'Chapter 1' },
      hidden: false,
      hidden_because: null,
      locked_fields: [],
      library_path: null,
      first_page: null,
    },
  ],
}

type Status = { state: string; post_id?: number | null; skipped?: { path: string; reason: string }[] }

/** The site's other calls: the post, the CSRF token, each upload's state as `states` says. */
function stubSite(states: (id: string) => Status) {
  return stubApi(({ url, init }) => {
    if (url.pathname === '/vi/api/v1/auth/csrf_create/') return csrfAnswer
    if (url.pathname === '/vi/api/v1/admin/posts/12/')
      return { body: { status: 'success', data: uploadPost } }
    const status = /\/admin\/uploads\/([0-9a-f]{32})\/$/.exec(url.pathname)
    if (status) {
      const id = status[1]!
      const said = states(id)
      return {
        body: {
          status: 'success',
          data: {
            id,
            file_name: 'x',
            size: 1,
            offset: 1,
            batch: null,
            post_id: null,
            chapter_ids: [],
            skipped: [],
            error: null,
            created_at: '2026-11-20T08:30:00.000Z',
            ...said,
          },
        },
      }
    }
    const batch = /\/admin\/uploads\/batches\/([\w-]+)\/$/.exec(url.pathname)
    if (batch && init?.method === 'POST') {
      return { body: { status: 'success', data: { batch: batch[1], uploads: [], state: 'queued' } } }
    }
    return undefined
  })
}

const pick = (input: HTMLElement, files: File[]) => fireEvent.change(input, { target: { files } })
const fileInput = (button: HTMLElement) =>
  button.closest('div')!.querySelector<HTMLInputElement>('input[type="file"]')!

describe('uploads', () => {
  it('sends a chapter in 8 MiB pieces, shows its progress, resumes after a dropped piece, and shows it imported', async () => {
    stubSite(() => ({ state: 'imported', post_id: 12 }))
    await renderAdmin('/vi/admin/posts/12')
    const zone = await screen.findByRole('button', { name: /^Chọn tệp chương/ })
    // The piece after the first fails once; its retry is held half-way so progress can be seen.
    tus.failOnce.add(8 * MiB)
    tus.holdAt.add(8 * MiB)
    const file = new File([new Uint8Array(10 * MiB)], 'chuong-2.cbz', { type: 'application/zip' })
    fireEvent.drop(zone, { dataTransfer: { files: [file] } })

    const row = (await screen.findByText('chuong-2.cbz')).closest('li')!
    const bar = within(row).getByRole('progressbar', { name: 'chuong-2.cbz' })
    await waitFor(() => expect(tus.held).toHaveLength(1))
    // 8 MiB and half of the last 2 MiB: 90%.
    await waitFor(() => expect(bar.getAttribute('value')).toBe('90'))
    expect(within(row).getByText('Đang gửi: 90%')).toBeTruthy()

    act(() => tus.held[0]!())
    await waitFor(() => expect(within(row).getByText('Đã nhập.')).toBeTruthy())
    expect(bar.getAttribute('value')).toBe('100')
    expect(within(row).queryByRole('button', { name: 'Huỷ tải lên' })).toBeNull()

    expect(tus.requests.map((r) => [r.method, r.offset, r.size, r.failed ?? false])).toEqual([
      ['POST', undefined, undefined, false],
      ['PATCH', 0, 8 * MiB, false],
      ['PATCH', 8 * MiB, 2 * MiB, true],
      // The retry asks where the server got to, and goes on from there.
      ['HEAD', undefined, undefined, false],
      ['PATCH', 8 * MiB, 2 * MiB, false],
    ])
    const create = tus.requests[0]!
    expect(create.url).toBe('/vi/api/v1/admin/uploads/')
    expect(create.headers['X-CSRF-Token']).toBe('csrf-token')
    expect(create.headers.Authorization).toBe('Bearer admin-token')
    expect(create.headers['Upload-Length']).toBe(String(10 * MiB))
    expect(decode(create.headers['Upload-Metadata']!)).toEqual({
      filename: 'chuong-2.cbz',
      filetype: 'application/zip',
      post_id: '12',
    })
  })

  it('makes a new post from the posts list: the first file makes it, and a refused one shows why', async () => {
    stubSite((id) =>
      id.endsWith('1')
        ? { state: 'imported', post_id: 40 }
        : { state: 'refused', skipped: [{ path: 'hong.txt', reason: 'Tệp văn bản trống' }] },
    )
    const { router } = await renderAdmin('/vi/admin/posts')
    // The posts list has its own way to a new post (the navigation has another).
    const list = await screen.findByRole('region', { name: 'Bài viết' })
    fireEvent.click(within(list).getByRole('link', { name: 'Bài mới' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/vi/admin/upload'))
    const zone = await screen.findByRole('button', { name: /^Chọn tệp hoặc/ })
    expect((zone as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(screen.getByRole('combobox', { name: 'Loại' }), { target: { value: 'novel' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Tiêu đề' }), { target: { value: 'Truyện mới' } })
    expect(fileInput(zone).accept).toBe('.epub,.txt,.md')
    pick(fileInput(zone), [new File(['Chương một'], 'mot.txt'), new File([''], 'hong.txt')])

    const refused = (await screen.findByText('hong.txt', { selector: 'p' })).closest('li')!
    await waitFor(() =>
      expect(within(refused).getByText('Bị từ chối: không giữ lại gì của tệp.')).toBeTruthy(),
    )
    expect(within(refused).getByText('hong.txt', { selector: 'code' }).parentElement?.textContent).toBe(
      'hong.txt: Tệp văn bản trống',
    )
    const first = screen.getByText('mot.txt', { selector: 'p' }).closest('li')!
    expect(within(first).getByText('Đã nhập.')).toBeTruthy()
    // The screen with its rows, bars and a refusal's reasons: nothing axe finds (but colours: jsdom draws nothing).
    const found = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
    expect(found.violations.map((v) => [v.id, v.nodes.map((n) => n.html)])).toEqual([])
    const creates = tus.requests
      .filter((r) => r.method === 'POST')
      .map((r) => decode(r.headers['Upload-Metadata']!))
    expect(creates).toEqual([
      { filename: 'mot.txt', filetype: '', posttype: 'novel', title: 'Truyện mới' },
      // The rest go to the post the first one made.
      { filename: 'hong.txt', filetype: '', post_id: '40' },
    ])
  })

  it('sends images dropped together as one batch and closes it; replaces a chapter’s file; cancels an upload', async () => {
    const calls = stubSite(() => ({ state: 'waiting' }))
    await renderAdmin('/vi/admin/posts/12')
    const zone = await screen.findByRole('button', { name: /^Chọn tệp chương/ })
    pick(fileInput(zone), [new File(['a'], '01.jpg', { type: 'image/jpeg' }), new File(['b'], '02.png')])
    await waitFor(() => expect(calls.some((call) => call.url.pathname.includes('/batches/'))).toBe(true))
    const batch = calls.find((call) => call.url.pathname.includes('/batches/'))!
    const pages = tus.requests
      .filter((r) => r.method === 'POST')
      .map((r) => decode(r.headers['Upload-Metadata']!))
    expect(pages.map((page) => page.filename)).toEqual(['01.jpg', '02.png'])
    expect(pages[0]!.batch).toMatch(/^[\w-]{8,64}$/)
    expect(pages[1]!.batch).toBe(pages[0]!.batch)
    expect(batch.url.pathname).toBe(`/vi/api/v1/admin/uploads/batches/${pages[0]!.batch}/`)
    expect(String(batch.init?.body)).toBe('csrf_token=csrf-token')

    // A chapter's new file: its id, no batch; held half-way, then cancelled.
    tus.holdAt.add(0)
    const chapter = screen.getByText('1. Chương 1').closest('li')!
    pick(fileInput(within(chapter).getByRole('button', { name: 'Thay tệp' })), [new File(['xyz'], 'moi.cbz')])
    await waitFor(() => expect(tus.held).toHaveLength(1))
    const replace = tus.requests.filter((r) => r.method === 'POST').at(-1)!
    expect(decode(replace.headers['Upload-Metadata']!)).toEqual({
      filename: 'moi.cbz',
      filetype: '',
      chapter_id: '101',
    })
    const row = screen.getByText('moi.cbz').closest('li')!
    fireEvent.click(within(row).getByRole('button', { name: 'Huỷ tải lên' }))
    await waitFor(() => expect(tus.requests.at(-1)?.method).toBe('DELETE'))
    expect(within(row).getByText('Đã huỷ.')).toBeTruthy()
    expect(tus.requests.at(-1)?.headers['X-CSRF-Token']).toBe('csrf-token')
  })

  it('asks for a new anti-forgery token once when the server says the one sent is stale', async () => {
    forgetCsrfToken()
    let tokens = 0
    const stale = { body: { ...csrfAnswer.body, data: { ...csrfAnswer.body.data, csrf_token: 'stale' } } }
    stubApi(({ url }) => {
      if (url.pathname === '/vi/api/v1/auth/csrf_create/') return tokens++ === 0 ? stale : csrfAnswer
      if (url.pathname === '/vi/api/v1/admin/posts/12/')
        return { body: { status: 'success', data: uploadPost } }
      if (/\/admin\/uploads\/[0-9a-f]{32}\/$/.test(url.pathname)) {
        return {
          body: {
            status: 'success',
            data: {
              id: '1'.padStart(32, '0'),
              file_name: 'x',
              size: 1,
              offset: 1,
              state: 'imported',
              batch: null,
              post_id: 12,
              chapter_ids: [102],
              skipped: [],
              error: null,
              created_at: '2026-11-20T08:30:00.000Z',
            },
          },
        }
      }
      return undefined
    })
    await renderAdmin('/vi/admin/posts/12')
    pick(fileInput(await screen.findByRole('button', { name: /^Chọn tệp chương/ })), [
      new File(['abc'], 'ba.cbz'),
    ])
    const row = (await screen.findByText('ba.cbz')).closest('li')!
    await waitFor(() => expect(within(row).getByText('Đã nhập.')).toBeTruthy())
    expect(tus.requests.map((r) => [r.method, r.headers['X-CSRF-Token']])).toEqual([
      ['POST', 'stale'],
      ['POST', 'csrf-token'],
      ['PATCH', 'csrf-token'],
    ])
  })

  it('lists an upload cut by a reload with what the server has; the same file chosen again continues from there, another is refused; one is discarded', async () => {
    const id = (n: number) => n.toString(16).padStart(32, '0')
    const file = new File([new Uint8Array(10 * MiB)], 'dai.cbz', { lastModified: 1_700_000_000_000 })
    const other = new File(['x'], 'khac.cbz', { lastModified: 1 })
    // What tus-js-client kept before the reload, and what the server has of both uploads.
    tus.uploads.set(id(7), { length: 10 * MiB, offset: 8 * MiB })
    tus.uploads.set(id(8), { length: 3, offset: 1 })
    const keep = (n: number, fingerprint: string, filename: string) =>
      localStorage.setItem(
        `tus::${fingerprint}::${n}`,
        JSON.stringify({
          size: 10 * MiB,
          metadata: { filename, filetype: '', post_id: '12' },
          creationTime: new Date(2026, 10, 26, 8, n).toString(),
          uploadUrl: `http://localhost/vi/api/v1/admin/uploads/${id(n)}`,
        }),
      )
    keep(7, `mot-upload::dai.cbz::${10 * MiB}::1700000000000`, 'dai.cbz')
    keep(8, 'mot-upload::bo.cbz::3::1', 'bo.cbz')
    const server = (n: number, state = 'uploading') => ({
      id: id(n),
      file_name: n === 7 ? 'dai.cbz' : 'bo.cbz',
      size: tus.uploads.get(id(n))?.length ?? 3,
      offset: tus.uploads.get(id(n))?.offset ?? 0,
      state,
      batch: null,
      post_id: null,
      chapter_ids: [],
      skipped: [],
      error: null,
      created_at: '2026-11-26T08:00:00.000Z',
    })
    stubApi(({ url }) => {
      if (url.pathname === '/vi/api/v1/auth/csrf_create/') return csrfAnswer
      if (url.pathname === '/vi/api/v1/admin/posts/12/')
        return { body: { status: 'success', data: uploadPost } }
      if (url.pathname === '/vi/api/v1/admin/uploads/') {
        // What the server has under way now: a finished or ended upload is no more.
        const mine = [7, 8].filter((n) => tus.uploads.has(id(n))).map((n) => server(n))
        return { body: { status: 'success', data: mine } }
      }
      const one = /\/admin\/uploads\/([0-9a-f]{32})\/$/.exec(url.pathname)
      if (one) return { body: { status: 'success', data: { ...server(7, 'imported'), post_id: 12 } } }
      return undefined
    })
    await renderAdmin('/vi/admin/posts/12')
    const list = await screen.findByRole('list', { name: 'Tải lên chưa xong' })
    const cut = within(list).getByText('dai.cbz').closest('li')!
    expect(cut.textContent).toContain('Đã gửi 8.0 trên 10 MB. Chọn lại tệp để tải tiếp.')
    expect(screen.getByText(/Trình duyệt không giữ được tệp sau khi tải lại/)).toBeTruthy()

    // Another file is not taken for it.
    const choose = within(cut).getByRole('button', { name: 'Chọn lại tệp' })
    pick(fileInput(choose), [other])
    expect(await screen.findByText('Đây không phải tệp đang được gửi: hãy chọn lại dai.cbz.')).toBeTruthy()
    expect(tus.requests).toEqual([])

    // The same file: the server is asked where it got to, and the rest follows from there.
    pick(fileInput(choose), [file])
    const row = (
      await screen.findByText('dai.cbz', { selector: '.admin-list[aria-label="Tệp tải lên"] p' })
    ).closest('li')!
    await waitFor(() => expect(within(row).getByText('Đã nhập.')).toBeTruthy())
    expect(tus.requests.map((r) => [r.method, r.url.split('/').pop(), r.offset])).toEqual([
      ['HEAD', id(7), undefined],
      ['PATCH', id(7), 8 * MiB],
    ])
    await waitFor(() => expect(within(list).queryByText('dai.cbz')).toBeNull())
    expect(Object.keys(localStorage).filter((k) => k.includes('dai.cbz'))).toEqual([])

    // Discarded: ended on the server (tus termination), with the token, and forgotten here.
    const left = within(list).getByText('bo.cbz').closest('li')!
    fireEvent.click(within(left).getByRole('button', { name: 'Bỏ' }))
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Tải lên chưa xong' })).toBeNull())
    const ended = tus.requests.at(-1)!
    expect([ended.method, ended.url.split('/').pop(), ended.headers['X-CSRF-Token']]).toEqual([
      'DELETE',
      id(8),
      'csrf-token',
    ])
    expect(tus.uploads.has(id(8))).toBe(false)
    expect(Object.keys(localStorage).filter((k) => k.startsWith('tus::'))).toEqual([])
  })

  it('walks a dropped folder: each folder of images is a chapter named after it, sent in natural order, and a note in it is refused by name', async () => {
    const calls = stubSite(() => ({ state: 'waiting' }))
    await renderAdmin('/vi/admin/posts/12')
    const zone = await screen.findByRole('button', { name: /^Chọn tệp chương/ })
    expect(zone.textContent).toContain('hoặc thả tệp hay thư mục vào đây')
    const file = (name: string) => ({
      name,
      isFile: true,
      isDirectory: false,
      file: (found: (f: File) => void) => found(new File([name], name)),
    })
    const folder = (name: string, children: object[]) => ({
      name,
      isFile: false,
      isDirectory: true,
      createReader: () => {
        const rest = [...children]
        return { readEntries: (found: (e: object[]) => void) => found(rest.splice(0, 100)) }
      },
    })
    const dropped = folder('Mèo', [
      folder('Tập 10', [file('01.jpg')]),
      folder('Tập 9', [file('02.jpg'), file('01.jpg'), file('ghi chú.txt')]),
    ])
    // A folder is listed in `files` as one empty entry: its entry is what is walked.
    fireEvent.drop(zone, {
      dataTransfer: {
        files: [new File([], 'Mèo')],
        items: [{ kind: 'file', webkitGetAsEntry: () => dropped }],
      },
    })
    const note = (await screen.findByText('Mèo/Tập 9/ghi chú.txt')).closest('li')!
    expect(note.textContent).toContain(
      'Không gửi: một thư mục là một chương gồm các ảnh, mà tệp này không phải ảnh. Hãy thả riêng tệp này.',
    )
    await waitFor(() => expect(calls.filter((c) => c.url.pathname.includes('/batches/'))).toHaveLength(2))
    const pages = tus.requests
      .filter((r) => r.method === 'POST')
      .map((r) => decode(r.headers['Upload-Metadata']!))
    const chapterOf = (title: string) => pages.filter((p) => p.chapter_title === title)
    expect(chapterOf('Tập 9').map((p) => p.filename)).toEqual(['01.jpg', '02.jpg'])
    expect(chapterOf('Tập 10').map((p) => p.filename)).toEqual(['01.jpg'])
    expect(new Set(chapterOf('Tập 9').map((p) => p.batch)).size).toBe(1)
    expect(chapterOf('Tập 9')[0]!.batch).not.toBe(chapterOf('Tập 10')[0]!.batch)
    expect(pages.every((p) => p.post_id === '12')).toBe(true)
    expect(screen.getAllByRole('button', { name: 'Chọn thư mục ảnh' })).toHaveLength(1)
  })
})
