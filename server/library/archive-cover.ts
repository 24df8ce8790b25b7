import { archiveCoverBytes, type ComicChapterSource } from './comics.ts'
import { storeImage } from './media.ts'

/** An archive's own `cover.jpg` or `folder.jpg`, checked and stored as its series' cover (once). */
export async function copyArchiveCover(mediaDir: string, postFolder: string, source: ComicChapterSource) {
  const bytes = await archiveCoverBytes(source)
  return storeImage(mediaDir, postFolder, bytes, `${source.path}/${source.cover}`, 'cover-')
}
