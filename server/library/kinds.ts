import { comics } from './comics-import.ts'
import { films } from './films/import.ts'
import { games } from './games.ts'
import type { Kind } from './kind.ts'
import { novels } from './novels/import-novel.ts'

/**
 * The kinds a library holds, each a module declaring how its items are found, read and described
 * (kind.ts), imported in this order; their folders are the library's (`comics/`…) and the media
 * store's (`library/comics/`…). A new kind (audio books) is a new module added here.
 */
export const kinds: Kind[] = [comics, novels, games, films]

/** The folder of a post type's kind, in the library and the media store (`comics`, `games`…). */
export const folderOfPosttype = (posttype: Kind['posttype']) =>
  kinds.find((kind) => kind.posttype === posttype)!.folder
