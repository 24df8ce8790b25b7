import {
  type UploadKind,
  type UploadPosttype,
  uploadPosttypes,
} from '../../../contract/schemas/admin-uploads.ts'

/** The file picker's `accept` for each kind (the server goes by the name's extension). */
const extensions: Record<UploadKind, string> = {
  archive: '.cbz,.zip,.cbr,.rar,.cb7,.7z,.pdf',
  image: '.jpg,.jpeg,.png,.webp,.gif,.avif',
  epub: '.epub',
  text: '.txt,.md',
  video: '.mp4,.mkv,.webm,.mov',
}

/** What files a post type takes; a chapter's new file is one file, never a batch of images. */
export const acceptOf = (posttype: string, replacing = false) =>
  (uploadPosttypes[posttype as UploadPosttype] ?? [])
    .filter((kind) => !(replacing && kind === 'image'))
    .map((kind) => extensions[kind])
    .join(',')
