import { naturalOrder } from '../../../contract/natural-order.ts'
import { uploadKindOf } from '../../../contract/schemas/admin-uploads.ts'

/** A file picked or dropped, with the folder it was in (`Series/Tập 1`; '' for a loose file). */
export interface PickedFile {
  file: File
  folder: string
}

/**
 * The part of the File and Directory Entries API a drop gives (DataTransferItem.webkitGetAsEntry,
 * in Chromium, Firefox and Safari): only what the walk uses, so tests can hand it a tree of their own.
 */
export interface DroppedEntry {
  name: string
  isFile: boolean
  isDirectory: boolean
  file?: (found: (file: File) => void, failed?: (error: unknown) => void) => void
  createReader?: () => {
    readEntries: (found: (entries: DroppedEntry[]) => void, failed?: (error: unknown) => void) => void
  }
}

/** Names a scan passes over too: hidden files and the litter file managers leave. */
const isLitter = (name: string) => name.startsWith('.') || /^(thumbs\.db|desktop\.ini)$/i.test(name)

const fileOf = (entry: DroppedEntry) => new Promise<File>((resolve, reject) => entry.file!(resolve, reject))

/** A folder's entries: readEntries answers a batch at a time (100 in Chromium), until an empty one. */
async function entriesOf(entry: DroppedEntry) {
  const reader = entry.createReader!()
  const all: DroppedEntry[] = []
  for (;;) {
    const batch = await new Promise<DroppedEntry[]>((resolve, reject) => reader.readEntries(resolve, reject))
    if (batch.length === 0) return all
    all.push(...batch)
  }
}

/** Every file under the dropped entries, sub-folders included, each with its folder's path. */
export async function walkEntries(entries: DroppedEntry[], folder = ''): Promise<PickedFile[]> {
  const found: PickedFile[] = []
  for (const entry of entries) {
    if (isLitter(entry.name)) continue
    if (entry.isFile && entry.file) {
      found.push({ file: await fileOf(entry), folder })
    } else if (entry.isDirectory && entry.createReader) {
      const path = folder ? `${folder}/${entry.name}` : entry.name
      found.push(...(await walkEntries(await entriesOf(entry), path)))
    }
  }
  return found
}

/**
 * What a drop holds. The entries must be taken while the drop event runs (the browser empties its
 * DataTransfer after); a browser without entries gives its plain file list.
 */
export function droppedEntries(transfer: DataTransfer): DroppedEntry[] | null {
  const items = [...(transfer.items ?? [])].filter((item) => item.kind === 'file')
  const entries = items.map((item) => item.webkitGetAsEntry?.() ?? null)
  if (entries.length === 0 || entries.some((entry) => entry === null)) return null
  return entries as unknown as DroppedEntry[]
}

/** Files chosen with `<input webkitdirectory>`: each knows its path (`Series/Tập 1/01.jpg`). */
export const pickedFolder = (files: File[]): PickedFile[] =>
  files
    .map((file) => ({ file, path: (file.webkitRelativePath || file.name).split('/') }))
    .filter(({ path }) => !path.some(isLitter))
    .map(({ file, path }) => ({ file, folder: path.slice(0, -1).join('/') }))

/** Loose files, as the file picker or a browser without entries gives them. */
export const looseFiles = (files: File[]): PickedFile[] => files.map((file) => ({ file, folder: '' }))

/**
 * One thing to send: a file on its own (a CBZ, an EPUB, a video…), or images that become one
 * chapter (a batch), named after their folder.
 */
export type UploadGroup =
  | { kind: 'file'; file: PickedFile }
  | { kind: 'batch'; title: string | null; files: PickedFile[] }

/** A file that is not sent, and why. */
export interface RefusedFile {
  file: PickedFile
  reason: 'not-image-in-folder' | 'unknown-kind'
}

const baseName = (folder: string) => folder.split('/').pop() ?? folder

/**
 * What a drop becomes: loose images one chapter, each folder holding images one chapter named after
 * it, chapters in the natural order of their folders' paths (the library import's order), pages
 * in the natural order of their names, other loose files one upload each, in the order given. A folder is a chapter of
 * images only: any other file in it is refused by name, and so is a file of no kind the server takes.
 */
export function groupFiles(files: PickedFile[]): { groups: UploadGroup[]; refused: RefusedFile[] } {
  const refused: RefusedFile[] = []
  const loose: PickedFile[] = []
  const folders = new Map<string, PickedFile[]>()
  for (const picked of files) {
    const kind = uploadKindOf(picked.file.name)
    if (picked.folder === '') {
      if (kind === undefined) refused.push({ file: picked, reason: 'unknown-kind' })
      else loose.push(picked)
    } else if (kind !== 'image') {
      refused.push({ file: picked, reason: 'not-image-in-folder' })
    } else {
      folders.set(picked.folder, [...(folders.get(picked.folder) ?? []), picked])
    }
  }
  const byName = (list: PickedFile[]) => naturalOrder(list, (p) => p.file.name)
  const groups: UploadGroup[] = []
  // Loose files go in the order given: on a new post, the first one makes it.
  for (const picked of loose.filter((p) => uploadKindOf(p.file.name) !== 'image')) {
    groups.push({ kind: 'file', file: picked })
  }
  const looseImages = loose.filter((p) => uploadKindOf(p.file.name) === 'image')
  if (looseImages.length > 0) groups.push({ kind: 'batch', title: null, files: byName(looseImages) })
  for (const folder of naturalOrder([...folders.keys()], (f) => f)) {
    groups.push({ kind: 'batch', title: baseName(folder).slice(0, 200), files: byName(folders.get(folder)!) })
  }
  return { groups, refused }
}
