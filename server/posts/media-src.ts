import type { ChapterContent } from '../db/schema.ts'

/**
 * How stored chapter HTML names a file of the media store: `<img src="media:library/novels/…/a.png">`
 * (or, in a drawing, `<image href="media:…">`).
 * The address is made when the chapter is served, so stored chapters outlive a change of PUBLIC_URL.
 */
export const MEDIA_SRC = 'media:'

const mediaSrc = /(<img\b[^>]*?\ssrc="|<image\b[^>]*?\shref=")media:([^"]*)"/g

/** The media paths an HTML chapter's images use. */
export function mediaSources(content: ChapterContent | undefined | null): string[] {
  return typeof content === 'string' ? [...content.matchAll(mediaSrc)].map(([, , path]) => path!) : []
}

/** Chapter HTML with its `media:` images as addresses. */
export const withMediaLinks = (html: string, link: (path: string) => string) =>
  html.replace(mediaSrc, (_, start: string, path: string) => `${start}${link(path)}"`)
