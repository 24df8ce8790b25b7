import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { archiveLimits } from '../../../server/library/archive.ts'
import { unpackArchive } from '../../../server/library/unpack.ts'
import { realArchives, sevenZipOf } from './archive-fixtures.ts'
import { page } from './fixtures.ts'

let work: string
let n = 0
const scratch = () => mkdtempSync(join(work, 'out-'))
const fileOf = (bytes: Buffer, ext = '7z') => {
  const file = join(work, `archive-${++n}.${ext}`)
  writeFileSync(file, bytes)
  return file
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'mot-unpack-'))
})
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('unpacking a CBR or a CB7', () => {
  it('reads RAR 4, RAR 5 and 7z made by their own tools, to the same bytes', async () => {
    const texts = []
    for (const file of [realArchives.rar4, realArchives.rar5, realArchives.sevenZip]) {
      const dir = scratch()
      const names = await unpackArchive(file, dir)
      expect(names.sort()).toEqual(['.gitignore', 'README.md', 'addon/addon.py', 'addon/addon.xml'])
      texts.push(readFileSync(join(dir, 'addon/addon.xml'), 'utf8'))
    }
    expect(texts[0]).toContain('<addon')
    expect(new Set(texts).size).toBe(1)
  })

  it('reads a real RAR 4 picture whole', async () => {
    const dir = scratch()
    await unpackArchive(realArchives.rar4WithPicture, dir, { keep: (name) => name.endsWith('.jpg') })
    const bytes = readFileSync(join(dir, 'testContent/pug.jpg'))
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]))
    expect(bytes.length).toBe(34830)
  })

  it('reads `./001.jpg`, as an archive of a folder names it, as `001.jpg`', async () => {
    const file = fileOf(
      await sevenZipOf([
        { name: './', type: 'directory' },
        { name: './001.jpg', data: 'page' },
      ]),
    )
    expect(await unpackArchive(file, scratch())).toEqual(['001.jpg'])
  })

  it('unpacks only what is asked for, by bsdtar pattern', async () => {
    const dir = scratch()
    expect(await unpackArchive(realArchives.rar5, dir, { include: ['*[Rr]eadme.md', '*README.md'] })).toEqual(
      ['README.md'],
    )
  })

  it.each([['../evil.jpg'], ['/etc/evil.jpg'], ['C:/evil.jpg'], ['..\\evil.jpg'], ['pages/../../evil.jpg']])(
    'refuses an entry named %s, writing nothing outside',
    async (name) => {
      const dir = scratch()
      const file = fileOf(
        await sevenZipOf([
          { name: '01.jpg', data: await page(1) },
          { name, data: await page(2) },
        ]),
      )
      await expect(unpackArchive(file, dir)).rejects.toThrow(`an entry's name escapes the folder (${name})`)
    },
  )

  it('refuses a link inside the archive', async () => {
    const file = fileOf(await sevenZipOf([{ name: '01.jpg', type: 'symlink', linkname: '/etc/passwd' }]))
    await expect(unpackArchive(file, scratch())).rejects.toThrow(
      'a link inside the archive (01.jpg → /etc/passwd): links are not followed',
    )
  })

  it('refuses a bomb while unpacking: entries, a page, all pages, the ratio', async () => {
    const pages = await Promise.all([1, 2, 3].map(async (i) => ({ name: `${i}.jpg`, data: await page(i) })))
    const file = fileOf(await sevenZipOf(pages))
    const limits = (over: Partial<typeof archiveLimits>) => ({ limits: { ...archiveLimits, ...over } })
    await expect(unpackArchive(file, scratch(), limits({ entries: 2 }))).rejects.toThrow(
      'zip bomb: over 2 entries',
    )
    await expect(unpackArchive(file, scratch(), limits({ entryBytes: 100 }))).rejects.toThrow(
      /^zip bomb: 1\.jpg unpacks to \d+ bytes$/,
    )
    const totalBytes = pages[0]!.data.length + 1
    await expect(unpackArchive(file, scratch(), limits({ totalBytes }))).rejects.toThrow(
      `zip bomb: the archive unpacks to over ${totalBytes} bytes`,
    )
    const zeros = fileOf(await sevenZipOf([{ name: '01.jpg', data: Buffer.alloc(20 * 1024 * 1024) }]))
    const dir = scratch()
    await expect(unpackArchive(zeros, dir)).rejects.toThrow(
      'zip bomb: the archive unpacks to over 100 times its size',
    )
  })

  it('refuses an archive whose decoder needs more memory than an archive may take', async () => {
    // 7-Zip's strongest preset: a 64 MB dictionary, more than bsdtar's 80 MB leave after its own 50.
    const dir = scratch()
    writeFileSync(join(dir, 'page.bin'), randomBytes(200_000))
    const file = join(work, 'strong.7z')
    execFileSync('bsdtar', [
      '-c',
      '-f',
      file,
      '--format',
      '7zip',
      '--options',
      '7zip:compression-level=9',
      '-C',
      dir,
      'page.bin',
    ])
    await expect(unpackArchive(file, scratch(), { memoryMb: 80 })).rejects.toThrow(
      'could not be unpacked within the 80 MB an archive may take (or is damaged)',
    )
    expect(await unpackArchive(file, scratch())).toEqual(['page.bin'])
  })

  it('refuses a corrupt or truncated archive, and one that takes too long', async () => {
    const whole = await sevenZipOf([{ name: '01.jpg', data: await page(1) }])
    await expect(unpackArchive(fileOf(whole.subarray(0, 100)), scratch())).rejects.toThrow(
      /^corrupt or truncated archive \(.+\)$/,
    )
    await expect(unpackArchive(fileOf(Buffer.from('not an archive at all')), scratch())).rejects.toThrow(
      /^corrupt or truncated archive/,
    )
    const big = fileOf(await sevenZipOf([{ name: '01.jpg', data: Buffer.alloc(3 * 1024 * 1024, 7) }]))
    await expect(
      unpackArchive(big, scratch(), { seconds: 0.001, limits: { ...archiveLimits, ratio: 1e9 } }),
    ).rejects.toThrow('took longer than 0.001 s to unpack (at most 0.001 s an archive)')
  })
})
