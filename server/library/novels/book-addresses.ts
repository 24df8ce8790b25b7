/** How a book's chapter HTML names its images and its other chapters until the book is stored. */

/**
 * An image of the book inside chapter HTML: `src="book-image:<name>"`, `<name>` being the image's path
 * inside the book (as in `images[].name`). The importer stores each image in the media store and
 * replaces the placeholder with its address before the chapter is saved.
 */
export const BOOK_IMAGE = 'book-image:'

/** Maps an `<img src>` as written in the chapter to the book image it names, or null when it is not one. */
export type ImageResolver = (src: string) => string | null

/**
 * Maps a link to another file of the book (`href` as written, its fragment apart) to the chapter
 * document it names, or null when it names none. Such a link is kept as `book-chapter:<document>`
 * (with its fragment) until the book's chapters are numbered (chapterLinks).
 */
export type LinkResolver = (href: string) => string | null

export const BOOK_CHAPTER = 'book-chapter:'
