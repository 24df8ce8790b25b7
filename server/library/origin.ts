/**
 * Where an imported post's files are: the library (LIBRARY_DIR) or the admins' uploads (UPLOADS_DIR).
 * Both folders are laid out alike and read by the same import code; what keeps their posts apart is
 * the key each stores in posts.library_path (unique). A library post's key is its path inside the
 * library, which always starts with its kind's folder (`comics/…`); an upload post's key is that path
 * behind `upload:`, which no library path can start with.
 */
export type ImportOrigin = 'library' | 'upload'

const UPLOAD_KEY = 'upload:'

/** The posts.library_path of the item at `path` (inside its library or uploads folder). */
export const postKey = (origin: ImportOrigin, path: string) =>
  origin === 'upload' ? `${UPLOAD_KEY}${path}` : path

/** The item's path inside its folder, from a post's key. */
export const itemPathOf = (key: string) => (key.startsWith(UPLOAD_KEY) ? key.slice(UPLOAD_KEY.length) : key)

/** Whose files a post's key names. */
export const originOfKey = (key: string): ImportOrigin => (key.startsWith(UPLOAD_KEY) ? 'upload' : 'library')

/**
 * The columns that say where a new post comes from: its key and origin, and for an upload, that it
 * waits unpublished until an admin publishes it (savePost applies origin and status only when it
 * makes the post).
 */
export const provenance = (origin: ImportOrigin, path: string) => ({
  libraryPath: postKey(origin, path),
  origin,
  ...(origin === 'upload' ? { status: 'unpublished' as const } : {}),
})
