import { readFileSync } from 'node:fs'
import type { ChapterContent, Localized } from '../db/schema.ts'
import { sanitizeContent } from '../posts/sanitize.ts'
import type { DemoChapter, DemoPost } from './types.ts'

/**
 * Works long out of copyright, with their chapters of real length: the demo reads like a site, not
 * only like the short stories written for it (novel-text.ts). Their texts are committed as plain
 * text under assets/texts/ (SOURCES.md there says where each comes from) and read when the demo is
 * seeded; the chapters are cut where the works' own episodes or chapters begin.
 */

const d = (vi: string, en: string): Localized => ({ vi, en })

const textOf = (file: string) =>
  readFileSync(new URL(`./assets/texts/${file}`, import.meta.url), 'utf8').normalize('NFC')

const escapeText = (text: string) => text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)

/** The same chapter HTML for both sites, stored sanitized like any chapter's (docs/api.md, Chapter). */
const both = (vi: string, en: string): Localized<ChapterContent> => ({
  vi: sanitizeContent(vi),
  en: sanitizeContent(en),
})

/** Truyện Kiều's verses, the poem's 3,254, one a line. */
const KIEU_VERSES = 3254

/**
 * The poem's episodes, each named and found by its first verse (the usual verse numbers beside
 * them): a chapter of 188 to 328 verses, never a number alone.
 */
const kieuChapters: { name: Localized; opens: string }[] = [
  {
    // 1: the prologue, the two sisters, the Qingming walk and the forgotten singer's grave.
    name: d('Chị em Thúy Kiều và nấm mộ Đạm Tiên', 'The Sisters and Đạm Tiên’s Grave'),
    opens: 'Trăm năm trong cõi người ta',
  },
  { name: d('Kiều gặp Kim Trọng', 'Kiều Meets Kim Trọng'), opens: 'Chàng Kim từ lại thư song' }, // 245
  {
    name: d('Kiều bán mình chuộc cha', 'Kiều Sells Herself to Save Her Father'),
    opens: 'Tần ngần dạo gót lầu trang', // 573
  },
  {
    name: d('Kiều rơi vào tay Tú Bà', 'Kiều Falls into Tú Bà’s Hands'),
    opens: 'Chẳng ngờ gã Mã Giám Sinh', // 805
  },
  { name: d('Kiều mắc lừa Sở Khanh', 'Kiều Deceived by Sở Khanh'), opens: 'Ngậm ngùi rủ bước rèm châu' }, // 1057
  { name: d('Kiều gặp Thúc Sinh', 'Kiều Meets Thúc Sinh'), opens: 'Khách du bỗng có một người' }, // 1275
  { name: d('Hoạn Thư bày mưu', 'Hoạn Thư’s Scheme'), opens: 'Mảng vui rượu sớm cờ trưa' }, // 1473
  {
    name: d('Kiều ở nhà họ Hoạn', 'Kiều in the House of Hoạn'),
    opens: 'Nước trôi hoa rụng đã yên', // 1705
  },
  { name: d('Kiều gặp Từ Hải', 'Kiều Meets Từ Hải'), opens: 'Mịt mù dặm cát đồi cây' }, // 2029
  {
    name: d('Kiều báo ân báo oán', 'Kiều Repays Kindness and Wrong'),
    opens: 'Nàng thì chiếc bóng song mai', // 2231
  },
  {
    name: d(
      'Từ Hải mắc lừa, Kiều gieo mình sông Tiền Đường',
      'Từ Hải Betrayed, Kiều and the Tiền Đường River',
    ),
    opens: 'Nàng từ ân oán rạch ròi', // 2419
  },
  { name: d('Kim Trọng đi tìm Kiều', 'Kim Trọng Searches for Kiều'), opens: 'Nỗi nàng tai nạn đã đầy' }, // 2739
  { name: d('Kiều và Kim Trọng đoàn tụ', 'Kiều and Kim Trọng Reunited'), opens: 'Cơ duyên đâu bỗng lạ sao' }, // 2973
]

/**
 * Where each named verse stands in the poem. A verse not found after the one before it, one that
 * would cut a couplet in two, or a first chapter not opening the poem stops the seed: a chapter is
 * never silently lost or doubled.
 */
function openingsOf(verses: string[], openings: string[]) {
  let from = 0
  const starts = openings.map((verse) => {
    const at = verses.indexOf(verse, from)
    // A six-syllable verse opens each couplet, at an even place.
    if (at < 0 || at % 2 !== 0)
      throw new Error(`Truyện Kiều: no couplet opens with “${verse}” after verse ${from}`)
    from = at + 1
    return at
  })
  if (starts[0] !== 0) throw new Error('Truyện Kiều: the first chapter does not open the poem')
  return starts
}

/**
 * Verse laid out as verse: each couplet (the six-syllable line and the eight-syllable one) a
 * stanza, each line its own line. The English site shows the original too (no public-domain
 * English translation is at hand), marked as Vietnamese so a screen reader reads it so.
 */
function kieuChapterHtml(verses: string[]) {
  const stanzas: string[] = []
  for (let i = 0; i < verses.length; i += 2) {
    const couplet = verses.slice(i, i + 2).map(escapeText)
    stanzas.push(`<p>${couplet.join('<br>')}</p>`)
  }
  const html = stanzas.join('\n')
  return both(html, `<div lang="vi">\n${html}\n</div>`)
}

function truyenKieuChapters(): DemoChapter[] {
  const verses = textOf('truyen-kieu.txt').split('\n').filter(Boolean)
  if (verses.length !== KIEU_VERSES) {
    throw new Error(`Truyện Kiều has ${KIEU_VERSES} verses; the text holds ${verses.length}`)
  }
  const starts = openingsOf(
    verses,
    kieuChapters.map((chapter) => chapter.opens),
  )
  return kieuChapters.map((chapter, i) => ({
    title: chapter.name,
    content: kieuChapterHtml(verses.slice(starts[i], starts[i + 1] ?? verses.length)),
  }))
}

/** A paragraph of the plain text, set as HTML: its `_italics_` and its `--` dashes as a book sets them. */
const inline = (text: string) =>
  escapeText(text)
    .replace(/_([^_]+)_/g, '<em>$1</em>')
    .replace(/--/g, '—')

/**
 * A chapter of a prose work in plain text (lines wrapped, paragraphs apart by a blank line) as HTML:
 * a paragraph a paragraph; the indented ones (the poems and songs, the mouse's tale, a letter's
 * address) verse, each line its own, set off from the prose; a row of stars a break.
 */
function proseHtml(text: string) {
  const blocks: string[] = []
  for (const paragraph of text.split(/\n\s*\n/)) {
    const lines = paragraph.split('\n').filter((line) => line.trim())
    if (lines.length === 0) continue
    if (lines.every((line) => /^[\s*]+$/.test(line))) {
      // The stars come in rows of two or three: one break.
      if (blocks.at(-1) !== '<hr>') blocks.push('<hr>')
    } else if (lines.every((line) => /^\s/.test(line))) {
      blocks.push(`<blockquote><p>${lines.map((line) => inline(line.trim())).join('<br>')}</p></blockquote>`)
    } else {
      blocks.push(`<p>${inline(lines.map((line) => line.trim()).join(' '))}</p>`)
    }
  }
  return blocks.join('\n')
}

/**
 * Alice's Adventures in Wonderland, cut at its twelve chapters ('CHAPTER I. Down the Rabbit-Hole'):
 * each named by its own title, in English on both sites as the text is (marked so on the
 * Vietnamese one, for a screen reader).
 */
function aliceChapters(): DemoChapter[] {
  const parts = textOf('alice-in-wonderland.txt').split(/^CHAPTER [IVXL]+\. (.+)$/m)
  // Before the first heading there is nothing; then each heading's title and its text.
  const chapters: DemoChapter[] = []
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i]!.trim()
    const html = proseHtml(parts[i + 1]!)
    chapters.push({ title: { vi: name, en: name }, content: both(`<div lang="en">\n${html}\n</div>`, html) })
  }
  if (parts[0]!.trim() || chapters.length !== 12) {
    throw new Error(`Alice's Adventures in Wonderland has 12 chapters; the text holds ${chapters.length}`)
  }
  return chapters
}

type Classic = Omit<DemoPost, 'posttype' | 'chapters'> & { chapters: () => DemoChapter[] }

const classics: Classic[] = [
  {
    slug: 'truyen-kieu',
    title: d('Truyện Kiều', 'The Tale of Kiều'),
    description: d(
      'Kiệt tác truyện thơ lục bát của Nguyễn Du, trọn 3.254 câu: mười lăm năm lưu lạc của Thúy Kiều, người con gái tài sắc bán mình chuộc cha, từ buổi gặp Kim Trọng đến ngày đoàn viên.',
      'Nguyễn Du’s masterpiece, all 3,254 lines of its lục bát verse, here in the Vietnamese original: the fifteen years of wandering of Thúy Kiều, who sells herself to save her father, from her first meeting with Kim Trọng to their reunion.',
    ),
    categories: ['tinh-cam', 'co-dien'],
    releaseYear: 1820,
    author: 'Nguyễn Du',
    look: { palette: ['#b24592', '#2c1a3a', '#f3d9a4'], motif: 'waves' },
    // Modest numbers: a classic among the demo's stories, never pushing one of them off a top list.
    popularity: 5,
    trend: 'steady',
    ageDays: 120,
    chapters: truyenKieuChapters,
  },
  {
    slug: 'alice-o-xu-so-than-tien',
    title: d('Alice ở xứ sở thần tiên', 'Alice’s Adventures in Wonderland'),
    description: d(
      'Nguyên bản tiếng Anh năm 1865 của Lewis Carroll, đủ mười hai chương: Alice đuổi theo chú Thỏ Trắng xuống hang, uống lọ nước lạ, dự tiệc trà điên và đứng trước toà án của Nữ hoàng Cơ.',
      'Lewis Carroll’s book of 1865, all twelve chapters: Alice follows the White Rabbit down the hole, drinks from the bottle marked DRINK ME, joins the mad tea-party and stands before the Queen of Hearts’ court.',
    ),
    categories: ['ky-ao', 'co-dien'],
    releaseYear: 1865,
    author: 'Lewis Carroll',
    look: { palette: ['#56ab2f', '#1e3c72', '#ff6f91'], motif: 'forest' },
    popularity: 5,
    trend: 'rising',
    ageDays: 45,
    chapters: aliceChapters,
  },
]

/** The classics as demo posts; their texts are read here, when the demo is seeded. */
export const demoClassics = (): DemoPost[] =>
  classics.map(({ chapters, ...post }) => ({ ...post, posttype: 'novel', chapters: chapters() }))
