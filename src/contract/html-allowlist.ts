/**
 * What a chapter's HTML may contain, for the server (which sanitizes what it stores and serves) and the
 * browser (which sanitizes again what it shows): text structure, links and images, nothing else.
 */
export const CHAPTER_TAGS = [
  'p',
  'br',
  'hr',
  'em',
  'strong',
  'i',
  'b',
  'u',
  's',
  'sub',
  'sup',
  'span',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
] as const

export const CHAPTER_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
}
