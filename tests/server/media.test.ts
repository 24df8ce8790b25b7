import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251))
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="840" viewBox="0 0 600 840">
  <rect width="600" height="840" fill="#204060"/><circle cx="300" cy="420" r="200" fill="#f0a030"/></svg>`

beforeAll(async () => {
  server = await createTestServer()
  mkdirSync(join(server.mediaDir, 'films/clip'), { recursive: true })
  mkdirSync(join(server.mediaDir, 'covers'), { recursive: true })
  writeFileSync(join(server.mediaDir, 'films/clip/chunk-0-00001.m4s'), bytes)
  writeFileSync(join(server.mediaDir, 'films/clip/master.m3u8'), '#EXTM3U\n')
  writeFileSync(join(server.mediaDir, 'films/clip/manifest.mpd'), '<MPD/>\n')
  writeFileSync(join(server.mediaDir, 'covers/sample.svg'), svg)
})
afterAll(() => server.close())

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers })

describe('GET /media/*', () => {
  it('serves a whole file with its type, an ETag and a day of caching', async () => {
    const res = await get('/media/films/clip/chunk-0-00001.m4s')
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.equals(bytes)).toBe(true)
    expect(res.headers['content-type']).toBe('video/iso.segment')
    expect(res.headers['cache-control']).toBe('public, max-age=86400')
    expect(res.headers.etag).toBeTruthy()
    expect(res.headers['accept-ranges']).toBe('bytes')
  })

  it('names the streaming manifests', async () => {
    expect((await get('/media/films/clip/master.m3u8')).headers['content-type']).toBe(
      'application/vnd.apple.mpegurl',
    )
    expect((await get('/media/films/clip/manifest.mpd')).headers['content-type']).toBe('application/dash+xml')
    expect((await get('/media/covers/sample.svg')).headers['content-type']).toBe('image/svg+xml')
  })

  it('answers a Range with 206 and the slice', async () => {
    const res = await get('/media/films/clip/chunk-0-00001.m4s', { range: 'bytes=100-199' })
    expect(res.statusCode).toBe(206)
    expect(res.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`)
    expect(res.rawPayload.equals(bytes.subarray(100, 200))).toBe(true)
  })

  it('answers a Range past the end with 416', async () => {
    const res = await get('/media/films/clip/chunk-0-00001.m4s', { range: 'bytes=99999-' })
    expect(res.statusCode).toBe(416)
  })

  it('answers a matching If-None-Match with 304', async () => {
    const first = await get('/media/films/clip/chunk-0-00001.m4s')
    const res = await get('/media/films/clip/chunk-0-00001.m4s', {
      'if-none-match': String(first.headers.etag),
    })
    expect(res.statusCode).toBe(304)
    expect(res.rawPayload.length).toBe(0)
  })

  it('resizes an image to WebP at an allowed width and keeps it on disk', async () => {
    const res = await get('/media/covers/sample.svg?w=300')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    const meta = await sharp(res.rawPayload).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.width).toBe(300)
    expect(meta.height).toBe(420)
    expect(existsSync(join(server.mediaDir, '.resized/300/covers/sample.svg.webp'))).toBe(true)
    const again = await get('/media/covers/sample.svg?w=300', { 'if-none-match': String(res.headers.etag) })
    expect(again.statusCode).toBe(304)
  })

  it('resizes to AVIF for a browser that takes it, at the same address, the two kept apart by Vary', async () => {
    const chromium = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
    const avif = await get('/media/covers/sample.svg?w=300', { accept: chromium })
    expect(avif.statusCode).toBe(200)
    expect(avif.headers['content-type']).toBe('image/avif')
    expect(avif.headers.vary).toBe('Accept')
    expect(await sharp(avif.rawPayload).metadata()).toMatchObject({
      format: 'heif',
      compression: 'av1',
      width: 300,
      height: 420,
    })
    expect(existsSync(join(server.mediaDir, '.resized/300/covers/sample.svg.avif'))).toBe(true)
    const webp = await get('/media/covers/sample.svg?w=300', { accept: 'image/webp,*/*' })
    expect(webp.headers['content-type']).toBe('image/webp')
    expect(webp.headers.vary).toBe('Accept')
    expect(webp.headers.etag).not.toBe(avif.headers.etag)
    // A script's fetch, which takes any type, and a browser that refuses AVIF get WebP.
    for (const accept of ['*/*', 'image/avif;q=0,image/webp'])
      expect((await get('/media/covers/sample.svg?w=300', { accept })).headers['content-type']).toBe(
        'image/webp',
      )
    // The original is one file for every browser (it varies by Accept-Encoding alone, as SVG is compressed).
    expect((await get('/media/covers/sample.svg', { accept: chromium })).headers.vary).toBe('accept-encoding')
  })

  it('draws an SVG cover as a JPEG for link previews at an allowed width', async () => {
    const res = await get('/media/covers/sample.svg?w=1200&format=jpeg')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/jpeg')
    const meta = await sharp(res.rawPayload).metadata()
    expect(meta.format).toBe('jpeg')
    expect(meta.width).toBe(1200)
    expect(existsSync(join(server.mediaDir, '.resized/1200/covers/sample.svg.jpg'))).toBe(true)
    // A preview is a JPEG whatever the crawler accepts.
    expect(res.headers.vary).toBeUndefined()
  })

  it('refuses another format, or a format without a width', async () => {
    for (const query of [
      'w=300&format=png',
      'w=300&format=webp',
      'format=jpeg',
      'w=300&format=jpeg&format=jpeg',
    ]) {
      const res = await get(`/media/covers/sample.svg?${query}`)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ status: 'error', message: 'Invalid format: must be jpeg, with w' })
    }
  })

  it('makes one sound copy when many ask for it at once', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => get('/media/covers/sample.svg?w=200')))
    for (const res of answers) {
      expect(res.statusCode).toBe(200)
      expect((await sharp(res.rawPayload).metadata()).width).toBe(200)
    }
  })

  it('refuses a width outside the fixed set', async () => {
    for (const w of ['250', 'abc', '', '300.5', '-300', '0300', '3e2', '300&w=400']) {
      const res = await get(`/media/covers/sample.svg?w=${w}`)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({
        status: 'error',
        message: 'Invalid w: must be one of 200, 300, 400, 480, 600, 800, 1200',
      })
    }
  })

  it('refuses to resize what is not an image', async () => {
    const res = await get('/media/films/clip/master.m3u8?w=300')
    expect(res.statusCode).toBe(400)
    expect(res.json().status).toBe('error')
  })

  it('refuses path traversal and odd paths with a 4xx envelope', async () => {
    const attempts = [
      '/media/../package.json',
      '/media/%2e%2e/%2e%2e/etc/passwd',
      '/media/covers/..%2f..%2fetc%2fpasswd',
      '/media/covers/%2e%2e%5c%2e%2e%5cetc',
      '/media/.resized/300/covers/sample.svg.webp',
      '/media/covers//sample.svg',
      '/media/covers/sample.svg%00.png',
      '/media/',
    ]
    for (const url of attempts) {
      const res = await get(url)
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, url).toBeLessThan(500)
      expect(res.json().status, url).toBe('error')
    }
  })

  it('refuses a path that is not valid percent-encoding', async () => {
    expect((await get('/media/%E0%A4%A')).statusCode).toBe(400)
  })

  it('answers a missing file with a 404 envelope, resized or not', async () => {
    for (const url of ['/media/covers/none.svg', '/media/covers/none.svg?w=300', '/media/nothing/here']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.json()).toEqual({ status: 'error', message: 'Not Found' })
    }
  })

  it('answers a folder with a 404 envelope', async () => {
    const res = await get('/media/films/clip')
    expect(res.statusCode).toBe(404)
    expect(res.json().status).toBe('error')
  })
})
