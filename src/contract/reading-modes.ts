/**
 * How a comic's pages are read: one long strip (webtoon), or a page at a time in either direction.
 * A series may come with its own (a manga read right to left); the reader's choice for it wins.
 */
export const readingModes = ['vertical', 'ltr', 'rtl'] as const
export type ReadingMode = (typeof readingModes)[number]
