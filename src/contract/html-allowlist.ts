/**
 * What a chapter's HTML may contain, for the server (which sanitizes what it stores and serves) and the
 * browser (which sanitizes again what it shows): the structure books use (text, lists, tables, code,
 * ruby, notes, links and images), MathML's presentation elements and SVG drawings; never script,
 * styles, foreign objects, animation or an address outside http(s) and this site.
 * Tags are named as written (SVG's `linearGradient`), attributes in lower case (SVG's `viewbox`): as
 * the sanitizers' parsers read them.
 */
const words = (list: string) => list.split(' ')

const HTML_TAGS = words(
  'p br hr em strong i b u s small mark abbr cite q dfn kbd samp var code pre sub sup span div h1 h2 h3 h4 h5 h6 ' +
    'blockquote ul ol li dl dt dd a img figure figcaption aside table caption colgroup col thead tbody tfoot tr th td ' +
    'ruby rb rt rp bdi bdo wbr del ins',
)

/** MathML Core's presentation elements (mfenced too: books written before Core use it). */
const MATH_TAGS = words(
  'math mi mn mo ms mtext mspace mrow mfrac msqrt mroot mstyle merror mpadded mphantom menclose msub msup msubsup ' +
    'munder mover munderover mmultiscripts mprescripts none mtable mtr mtd semantics mfenced',
)

/** SVG's drawing elements; no script, animation, foreignObject or feImage (which fetches). */
const SVG_TAGS = words(
  'svg g defs symbol use path rect circle ellipse line polyline polygon text tspan linearGradient radialGradient stop ' +
    'clipPath mask pattern marker image filter feGaussianBlur feOffset feBlend feColorMatrix feComposite feFlood ' +
    'feMerge feMergeNode',
)

export const CHAPTER_TAGS: readonly string[] = [...HTML_TAGS, ...MATH_TAGS, ...SVG_TAGS]

/** Dropped with everything inside them: their content is code, or is never meant to be read as text. */
export const CHAPTER_DROPPED_WITH_CONTENT: readonly string[] = words(
  'script style template noscript iframe frame frameset object embed applet head title meta link base form ' +
    'textarea select button input option foreignObject annotation annotation-xml desc metadata',
)

/** On every element: direction, language, an anchor to link to, a tooltip, a note's role. */
const GLOBAL_ATTRIBUTES = words('dir lang id title role')

const MATH_ATTRIBUTES = words(
  'display displaystyle scriptlevel mathvariant mathsize mathcolor mathbackground width height depth lspace rspace ' +
    'voffset form fence separator stretchy symmetric largeop movablelimits accent accentunder linethickness ' +
    'numalign denomalign bevelled columnalign rowalign columnspan rowspan columnlines rowlines columnspacing ' +
    'rowspacing frame framespacing notation open close separators minsize maxsize alttext',
)

const SVG_ATTRIBUTES = words(
  'viewbox preserveaspectratio width height x y x1 y1 x2 y2 cx cy r rx ry fx fy d points transform fill ' +
    'fill-opacity fill-rule stroke stroke-width stroke-opacity stroke-linecap stroke-linejoin stroke-miterlimit ' +
    'stroke-dasharray stroke-dashoffset opacity color clip-path clip-rule mask marker-start marker-mid marker-end ' +
    'font-family font-size font-style font-weight text-anchor dominant-baseline letter-spacing dx dy rotate ' +
    'textlength offset stop-color stop-opacity gradientunits gradienttransform spreadmethod patternunits ' +
    'patterncontentunits patterntransform clippathunits maskunits maskcontentunits markerwidth markerheight ' +
    'markerunits refx refy orient visibility display href filter filterunits primitiveunits in in2 result ' +
    'stddeviation mode operator k1 k2 k3 k4 values type flood-color flood-opacity',
)

/**
 * How a book is laid out, on the `div` that holds a chapter of it (the importer writes it from the
 * book's package and styles): its pages turn right to left (`page-progression-direction`), its lines
 * run down the page (`writing-mode`). The reader reads them; nothing else does.
 */
export const BOOK_LAYOUT = {
  progression: { attribute: 'data-page-progression', values: ['rtl'] },
  writingMode: { attribute: 'data-writing-mode', values: ['vertical-rl', 'vertical-lr'] },
} as const

const HTML_ATTRIBUTES: Record<string, string[]> = {
  div: [BOOK_LAYOUT.progression.attribute, BOOK_LAYOUT.writingMode.attribute],
  a: ['href'],
  img: words('src alt width height'),
  ol: words('start reversed type'),
  li: ['value'],
  td: words('colspan rowspan'),
  th: words('colspan rowspan scope abbr'),
  col: ['span'],
  colgroup: ['span'],
}

/** The attributes each tag may keep (the global ones included), by the tag's name in lower case. */
export const CHAPTER_ATTRIBUTES: Record<string, readonly string[]> = Object.fromEntries([
  ...HTML_TAGS.map((tag) => [tag, [...GLOBAL_ATTRIBUTES, ...(HTML_ATTRIBUTES[tag] ?? [])]]),
  ...MATH_TAGS.map((tag) => [tag, [...GLOBAL_ATTRIBUTES, ...MATH_ATTRIBUTES]]),
  ...SVG_TAGS.map((tag) => [tag.toLowerCase(), [...GLOBAL_ATTRIBUTES, ...SVG_ATTRIBUTES]]),
])

/**
 * Ids in chapter HTML begin so (the importer writes a book's anchors that way): an id never names a
 * property of the page's document or window, so a chapter cannot shadow one (DOM clobbering).
 */
export const CHAPTER_ID_PREFIX = 'b-'

/** Note roles (DPUB-ARIA), from a book's `epub:type`: the reader opens a note reference in a popover. */
export const NOTE_ROLES = words('doc-noteref doc-footnote doc-endnote doc-endnotes')

/** The scheme of an address as a browser reads it (controls and spaces ignored), '' for a relative one. */
function schemeOf(address: string): string {
  const bare = [...address].filter((c) => c > ' ' && c !== '\u007f').join('')
  // `//host` and `/\host` leave the site like an absolute address.
  if (/^[/\\]{2}/.test(bare)) return '//'
  return /^([a-z][a-z0-9+.-]*):/i.exec(bare)?.[1]?.toLowerCase() ?? ''
}

/** Addresses of links and images: the web, or this site (relative). */
export const WEB_SCHEMES = ['http', 'https', '']

/**
 * Where images may come from and links lead (schemes, '' for relative addresses): the web and this
 * site; a book's own images and chapters, before they are stored, are `book-image:` and `book-chapter:`.
 */
export interface AddressSchemes {
  images: string[]
  links: string[]
}

const webAddresses: AddressSchemes = { images: WEB_SCHEMES, links: WEB_SCHEMES }

/** Whether `attribute="value"` may stay on `tag` (both in lower case). */
export function allowedAttribute(tag: string, attribute: string, value: string, schemes = webAddresses) {
  if (!CHAPTER_ATTRIBUTES[tag]?.includes(attribute)) return false
  // A drawing's paint and clip may name its own parts only, never a stylesheet's or the web's.
  if (/url\s*\(\s*['"]?\s*(?!#)/i.test(value)) return false
  if (attribute === 'id') return value.startsWith(CHAPTER_ID_PREFIX)
  if (attribute === 'role') return NOTE_ROLES.includes(value)
  for (const { attribute: name, values } of Object.values(BOOK_LAYOUT)) {
    if (attribute === name) return (values as readonly string[]).includes(value)
  }
  if (tag === 'use' && attribute === 'href') return value.startsWith('#')
  if (attribute === 'src' || (tag === 'image' && attribute === 'href')) {
    return schemes.images.includes(schemeOf(value))
  }
  if (attribute === 'href') return schemes.links.includes(schemeOf(value))
  return true
}

/** Whether a link leads elsewhere on the web (a new tab) rather than within the book or site. */
export const isWebLink = (href: string) => /^https?$/.test(schemeOf(href))
