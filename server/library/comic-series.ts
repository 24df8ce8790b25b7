import type { ComicInfo } from './comic-info.ts'
import type { MotJson } from './mot-json.ts'

/** One chapter as found on disk: a CBZ/ZIP, a CBR/CB7 (unpacked to be read) or a folder of images. */
export interface ComicChapterSource {
  /** Its path inside the library, with '/' (the report's and the identity's words). */
  path: string
  file: string
  kind: 'archive' | 'unpacked' | 'pdf' | 'folder'
  /** Changes when any page does; the same content under another name keeps it. */
  fingerprint: string
  /** The chapter's own ComicInfo.xml (inside its archive). */
  info: ComicInfo | null
  /** Its archive's `cover.jpg` or `folder.jpg`, which is not a page. */
  cover?: string | null
  /** A PDF's chapter: its first and last page (all of them when unset). */
  pages?: { from: number; to: number }
}

export interface ComicSeries {
  path: string
  folderName: string
  info: ComicInfo | null
  mot: MotJson | null
  cover: string | null
  chapters: ComicChapterSource[]
  /** Files passed over while scanning, with why. */
  skipped: { path: string; reason: string }[]
}
