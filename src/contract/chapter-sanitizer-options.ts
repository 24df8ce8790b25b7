/**
 * The chapter allow-list (html-allowlist.ts) as options of the server's HTML sanitizer (sanitize-html):
 * for the chapters the server stores and serves, and for the pages its renderer draws. The browser's
 * DOMPurify (shared/html/sanitize.ts) is configured from the same lists and the same attribute rule.
 * Plain data and functions: the contract does not load the sanitizer itself.
 */
import {
  allowedAttribute,
  CHAPTER_ATTRIBUTES,
  CHAPTER_DROPPED_WITH_CONTENT,
  CHAPTER_TAGS,
  isWebLink,
  WEB_SCHEMES,
} from './html-allowlist.ts'

type Attributes = Record<string, string>

/** Links to the web leave the site in a new tab, without handing it a reference to the page. */
const linkOut = (attribs: Attributes): Attributes =>
  attribs.href && isWebLink(attribs.href)
    ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' }
    : attribs

/** Read by the server's parser as raw text: their text is dropped with them (sanitize-html's nonTextTags). */
const rawText = ['script', 'style', 'textarea', 'title', 'noscript', 'xmp', 'iframe', 'noembed', 'noframes']

/**
 * The others of the dropped tags may hold elements: they are let in, to be taken out whole with all
 * inside them when they close (sanitize-html's exclusiveFilter sees only the tags it let in).
 */
const droppedWhole = CHAPTER_DROPPED_WITH_CONTENT.filter((tag) => !rawText.includes(tag))
const isDroppedWhole = (tag: string) => droppedWhole.some((name) => name.toLowerCase() === tag.toLowerCase())

interface ChapterOptions {
  /** Where images may come from and links lead (see allowedAttribute). */
  imageSchemes?: string[]
  linkSchemes?: string[]
  /** Images load as they come into view, decoded off the main thread (the page renderer's). */
  lazyImages?: boolean
}

/** Options for chapter HTML. */
export function chapterOptions({
  imageSchemes = WEB_SCHEMES,
  linkSchemes = WEB_SCHEMES,
  lazyImages = false,
}: ChapterOptions = {}) {
  const addresses = { images: imageSchemes, links: linkSchemes }
  const images = imageSchemes.filter(Boolean)
  const finish = (tagName: string, attribs: Attributes) =>
    tagName === 'a'
      ? linkOut(attribs)
      : tagName === 'img' && lazyImages
        ? { ...attribs, loading: 'lazy', decoding: 'async' }
        : attribs
  return {
    allowedTags: [...CHAPTER_TAGS, ...droppedWhole],
    nonTextTags: rawText,
    // By the tag's name as the parser gives it (SVG's in their case, as the browser's parser does).
    allowedAttributes: {
      ...Object.fromEntries(CHAPTER_TAGS.map((tag) => [tag, CHAPTER_ATTRIBUTES[tag.toLowerCase()] ?? []])),
      a: [...(CHAPTER_ATTRIBUTES.a ?? []), 'rel', 'target'],
      img: [...(CHAPTER_ATTRIBUTES.img ?? []), 'loading', 'decoding'],
    },
    allowedSchemes: ['http', 'https'],
    allowedSchemesByTag: { img: images, image: images, a: linkSchemes.filter(Boolean) },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    transformTags: {
      // Every attribute by the contract's rule, as the browser's sanitizer does.
      '*': (tagName: string, attribs: Attributes) => {
        const kept: Attributes = {}
        for (const [name, value] of Object.entries(attribs)) {
          if (allowedAttribute(tagName.toLowerCase(), name, value, addresses)) kept[name] = value
        }
        return { tagName, attribs: finish(tagName, kept) }
      },
    },
    // Gone with what is inside; an image whose address was not safe has nothing left to show.
    exclusiveFilter: (frame: { tag: string; attribs: Attributes }) =>
      isDroppedWhole(frame.tag) || (frame.tag === 'img' && !frame.attribs.src),
  }
}
