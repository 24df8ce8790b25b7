import { describe, expect, it } from 'vitest'
import {
  type DroppedEntry,
  groupFiles,
  type PickedFile,
  pickedFolder,
  walkEntries,
} from '../../src/features/admin/uploads/dropped-files.ts'
import {
  fingerprintOf,
  previousFor,
  type StoredUpload,
  sameTarget,
} from '../../src/features/admin/uploads/tus-upload.ts'
import { resumeList } from '../../src/features/admin/uploads/unfinished.ts'
import type { UploadStatus } from '../../src/features/admin/uploads/uploads-api.ts'

/** A fake FileSystemEntry tree: a folder is an object, a file its content. Folders answer 2 entries a read. */
type Tree = { [name: string]: string | Tree }
function entryOf(name: string, node: string | Tree): DroppedEntry {
  if (typeof node === 'string') {
    return { name, isFile: true, isDirectory: false, file: (found) => found(new File([node], name)) }
  }
  return {
    name,
    isFile: false,
    isDirectory: true,
    createReader: () => {
      const rest = Object.entries(node).map(([child, value]) => entryOf(child, value))
      // As Chromium does (100 at a time), a few entries per read until an empty answer.
      return { readEntries: (found) => setTimeout(() => found(rest.splice(0, 2))) }
    },
  }
}

const described = (files: PickedFile[]) => files.map((p) => `${p.folder}|${p.file.name}`)

describe('dropped folders', () => {
  it('walks dropped folders, sub-folders included, reading each folder until it answers nothing', async () => {
    const found = await walkEntries([
      entryOf('Mèo Con', {
        'Tập 10': { '1.jpg': 'a', '2.jpg': 'b' },
        'Tập 2': { '10.png': 'c', '9.png': 'd', '.DS_Store': 'x', 'ghi chú.txt': 'e' },
        'bìa.jpg': 'f',
        'Thumbs.db': 'x',
      }),
      entryOf('rời.cbz', 'g'),
    ])
    expect(described(found)).toEqual([
      'Mèo Con/Tập 10|1.jpg',
      'Mèo Con/Tập 10|2.jpg',
      'Mèo Con/Tập 2|10.png',
      'Mèo Con/Tập 2|9.png',
      'Mèo Con/Tập 2|ghi chú.txt',
      'Mèo Con|bìa.jpg',
      '|rời.cbz',
    ])
  })

  it('makes each folder of images a chapter named after it, in the library’s natural order, and refuses other files by name', async () => {
    const found = await walkEntries([
      entryOf('Mèo Con', {
        'Tập 10': { '1.jpg': 'a' },
        'Tập 2': { '10.png': 'c', '9.png': 'd', 'ghi chú.txt': 'e' },
      }),
      entryOf('rời.cbz', 'g'),
      entryOf('lạ.exe', 'h'),
    ])
    const { groups, refused } = groupFiles(found)
    expect(
      groups.map((g) =>
        g.kind === 'file' ? ['file', g.file.file.name] : ['batch', g.title, g.files.map((p) => p.file.name)],
      ),
    ).toEqual([
      ['file', 'rời.cbz'],
      // 2 before 10, as the library import orders chapters and pages.
      ['batch', 'Tập 2', ['9.png', '10.png']],
      ['batch', 'Tập 10', ['1.jpg']],
    ])
    expect(refused.map((r) => [r.file.file.name, r.reason])).toEqual([
      ['ghi chú.txt', 'not-image-in-folder'],
      ['lạ.exe', 'unknown-kind'],
    ])
  })

  it('makes loose images one unnamed chapter, and a folder holding images itself a chapter of its name', () => {
    const files = [
      { file: new File(['a'], '2.jpg'), folder: '' },
      { file: new File(['b'], '1.jpg'), folder: '' },
      { file: new File(['c'], '01.webp'), folder: 'Ngoại truyện' },
    ]
    expect(groupFiles(files).groups).toEqual([
      { kind: 'batch', title: null, files: [files[1], files[0]] },
      { kind: 'batch', title: 'Ngoại truyện', files: [files[2]] },
    ])
  })

  it('reads a folder chosen with <input webkitdirectory> from each file’s relative path', () => {
    const withPath = (name: string, path: string) => {
      const file = new File(['x'], name)
      Object.defineProperty(file, 'webkitRelativePath', { value: path })
      return file
    }
    const picked = pickedFolder([
      withPath('01.jpg', 'Mèo Con/Tập 1/01.jpg'),
      withPath('a.jpg', 'Mèo Con/.thumbnails/a.jpg'),
      withPath('bìa.png', 'Mèo Con/bìa.png'),
    ])
    expect(described(picked)).toEqual(['Mèo Con/Tập 1|01.jpg', 'Mèo Con|bìa.png'])
  })
})

const status = (id: string, patch: Partial<UploadStatus> = {}): UploadStatus => ({
  id,
  file_name: 'x',
  size: 10,
  offset: 4,
  state: 'uploading',
  batch: null,
  post_id: null,
  post: null,
  chapter_ids: [],
  skipped: [],
  error: null,
  created_at: '2026-11-26T08:00:00.000Z',
  ...patch,
})
const idOf = (n: number) => n.toString(16).padStart(32, '0')
const kept = (
  n: number,
  fingerprint: string,
  metadata: Record<string, string>,
  minute = n,
): StoredUpload => ({
  size: 10,
  metadata,
  creationTime: new Date(Date.UTC(2026, 10, 26, 8, minute)).toString(),
  urlStorageKey: `tus::${fingerprint}::${n}`,
  uploadUrl: `http://localhost/vi/api/v1/admin/uploads/${idOf(n)}`,
})

describe('the list of unfinished uploads', () => {
  const file = new File(['0123456789'], 'Tập 1.cbz', { lastModified: 1_700_000_000_000 })
  const fingerprint = fingerprintOf(file)

  it('lists what the server still has under way, with its offset, and names the rest stale', () => {
    const page = new File(['ab'], '01.jpg', { lastModified: 5 })
    const stored = [
      kept(1, fingerprint, { filename: 'Tập 1.cbz', post_id: '12' }),
      kept(2, fingerprintOf(page, 'Mèo/Tập 2'), { filename: '01.jpg', post_id: '12', batch: 'b-1234567' }),
      // Finished meanwhile, gone from the server, and one whose address is not an upload's.
      kept(3, 'mot-upload::done.cbz::1::1', { filename: 'done.cbz', post_id: '12' }),
      kept(4, 'mot-upload::gone.cbz::1::1', { filename: 'gone.cbz', post_id: '12' }),
      { ...kept(5, 'mot-upload::odd::1::1', { filename: 'odd.cbz' }), uploadUrl: null },
    ]
    const mine = [
      status(idOf(1), { size: 10 * 1024 * 1024, offset: 8 * 1024 * 1024 }),
      status(idOf(2), { batch: 'b-1234567', size: 2, offset: 1 }),
      status(idOf(3), { state: 'imported', offset: 10 }),
    ]
    const { unfinished, stale } = resumeList(stored, mine)
    expect(unfinished.map((u) => [u.id, u.name, u.folder, u.offset, u.size])).toEqual([
      [idOf(2), '01.jpg', 'Mèo/Tập 2', 1, 2],
      [idOf(1), 'Tập 1.cbz', '', 8 * 1024 * 1024, 10 * 1024 * 1024],
    ])
    expect(stale.map((s) => s.urlStorageKey).sort()).toEqual(
      [stored[2], stored[3], stored[4]].map((s) => s!.urlStorageKey).sort(),
    )
  })

  it('resumes the newest kept upload of the same file for the same target only', () => {
    const older = kept(1, fingerprint, { filename: 'Tập 1.cbz', filetype: '', post_id: '12' }, 1)
    const newer = kept(2, fingerprint, { filename: 'Tập 1.cbz', filetype: 'x', post_id: '12' }, 9)
    const otherPost = kept(3, fingerprint, { filename: 'Tập 1.cbz', post_id: '13' }, 20)
    const wanted = { filename: 'Tập 1.cbz', filetype: '', post_id: '12' }
    expect(previousFor([older, newer, otherPost], wanted)).toBe(newer)
    expect(previousFor([otherPost], wanted)).toBeUndefined()
    expect(
      sameTarget({ filename: 'a', posttype: 'comic', title: 'A' }, { filename: 'a', posttype: 'comic' }),
    ).toBe(false)
    // Another folder's file of the same name is another file.
    expect(fingerprintOf(file, 'Tập 1')).not.toBe(fingerprint)
  })
})
