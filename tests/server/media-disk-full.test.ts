import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { messages } from '../../server/http/messages.ts'
import { createTestServer, type TestServer } from './harness.ts'

/** The disk fills up: every write of a resized copy fails as the kernel says so. */
const diskFull = vi.hoisted(() => ({ code: 'ENOSPC' as string | undefined }))
vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof import('node:fs/promises')>()
  return {
    ...fs,
    writeFile: async (...args: Parameters<typeof fs.writeFile>) => {
      if (diskFull.code && String(args[0]).includes('.resized')) {
        throw Object.assign(new Error(`${diskFull.code}: no space left on device, write`), {
          code: diskFull.code,
        })
      }
      return fs.writeFile(...args)
    },
  }
})

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
  mkdirSync(join(server.mediaDir, 'covers'), { recursive: true })
  writeFileSync(
    join(server.mediaDir, 'covers/sample.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="84"><rect width="60" height="84"/></svg>',
  )
})
afterAll(() => server.close())

describe('a full disk while writing media', () => {
  it.each(['ENOSPC', 'EDQUOT'])(
    'answers %s with 507 and the envelope, leaving no half file',
    async (code) => {
      diskFull.code = code
      const res = await server.app.inject('/media/covers/sample.svg?w=300')
      expect(res.statusCode).toBe(507)
      // Media addresses name no language: the site's default one.
      expect(res.json()).toEqual({ status: 'error', message: messages.diskFull.vi })
      expect(existsSync(join(server.mediaDir, '.resized/300/covers/sample.svg.webp'))).toBe(false)
    },
  )

  it('resizes again once there is room', async () => {
    diskFull.code = undefined
    const res = await server.app.inject('/media/covers/sample.svg?w=300')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
  })
})
