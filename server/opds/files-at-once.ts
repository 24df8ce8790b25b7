import { drawsAtOnce } from '../render/draws-at-once.ts'

/*
 * Files built for reader apps at once, per member: a short post whole is up to a thousand pictures
 * or ten megabytes of text held while it goes out, so one key asking for many at a time would hold
 * the server's memory and disk for everyone. An app downloads one or two at a time; past its share
 * it is told to wait (429 with Retry-After), as with the pages the server draws.
 */

/** Downloads one member may have going at once, across every door and key. */
export const FILES_AT_ONCE_PER_MEMBER = 3
export const FILES_RETRY_SECONDS = 5

export const filesAtOnce = () => drawsAtOnce(FILES_AT_ONCE_PER_MEMBER)
export type FilesAtOnce = ReturnType<typeof filesAtOnce>
