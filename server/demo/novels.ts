import type { Language as Lang } from '../../src/contract/languages.ts'
import type { ChapterContent, Localized } from '../db/schema.ts'
import { sanitizeContent } from '../posts/sanitize.ts'
import { coverArt } from './art.ts'
import { demoClassics } from './classics.ts'
import { type NovelChapter, novelText } from './novel-text.ts'
import { moreNovelText } from './novel-text-more.ts'
import type { DemoChapter, DemoPost, DemoSection } from './types.ts'

/**
 * The shapes a novel chapter's text takes (spec §2, novel reader), one per novel. Every demo novel is
 * real text, so its reading settings apply and a screen reader reads it; chapters told in page images
 * (the spec's third shape) come only from a library's image folders.
 */
type Kind = 'html' | 'blocks'

type Novel = Omit<DemoPost, 'posttype' | 'chapters'> & { kind: Kind }

const d = (vi: string, en: string): Localized => ({ vi, en })

const novels: Novel[] = [
  {
    slug: 'nguoi-dua-thu-tren-doi',
    kind: 'html',
    title: d('Người đưa thư trên đồi', 'The Postman on the Hill'),
    description: d(
      'Hai mươi bảy năm đưa thư trên một thị trấn cao nguyên, và lá thư mà một người mẹ đã đợi suốt ba năm.',
      'Twenty-seven years of carrying the post in a highland town, and the letter a mother had waited three years for.',
    ),
    categories: ['doi-thuong', 'tinh-cam'],
    releaseYear: 2023,
    author: 'Hà Phương Nam',
    look: { palette: ['#83a4d4', '#2c3e50', '#f6f0e1'], motif: 'hills' },
    popularity: 7,
    trend: 'steady',
    ageDays: 240,
  },
  {
    slug: 'bi-an-can-phong-so-7',
    kind: 'blocks',
    title: d('Bí ẩn căn phòng số 7', 'The Mystery of Room 7'),
    description: d(
      'Một khách sạn cũ ở Hải Phòng, một chiếc chìa khoá không thể tồn tại và một vị khách chờ đợi từ năm 1975.',
      'An old hotel in Hai Phong, a key that cannot exist and a guest who has been waiting since 1975.',
    ),
    categories: ['trinh-tham'],
    releaseYear: 2024,
    ageRating: 16,
    author: 'Đinh Khánh Vy',
    look: { palette: ['#0f2027', '#2c5364', '#f9d423'], motif: 'city' },
    popularity: 9,
    trend: 'rising',
    ageDays: 18,
  },
  {
    slug: 'kiem-khach-song-huong',
    kind: 'html',
    title: d('Kiếm khách sông Hương', 'The Swordsman of the Perfume River'),
    description: d(
      'Con gái người lái đò học kiếm từ một ông lão bán chè, và học cách thắng mà không cần đánh.',
      'A ferryman’s daughter learns the sword from an old sweet-soup seller, and learns to win without striking.',
    ),
    categories: ['kiem-hiep', 'lich-su'],
    releaseYear: 2021,
    author: 'Tôn Thất Lãm',
    look: { palette: ['#3a6073', '#16222a', '#e8c07d'], motif: 'waves' },
    popularity: 8,
    trend: 'fading',
    ageDays: 540,
  },
  {
    slug: 'ngoi-sao-thu-chin',
    kind: 'blocks',
    title: d('Ngôi sao thứ chín', 'The Ninth Star'),
    description: d(
      'Trên một trạm ngoài không gian, cô bé giữ kính thiên văn phát hiện chòm sao quen thuộc có thêm một ngôi sao.',
      'On a station far from Earth, a young telescope keeper finds a familiar constellation has gained a star.',
    ),
    categories: ['vien-tuong'],
    releaseYear: 2025,
    author: 'Đinh Khánh Vy',
    look: { palette: ['#141e30', '#243b55', '#ffd56b'], motif: 'stars' },
    popularity: 8,
    trend: 'rising',
    ageDays: 10,
  },
  {
    slug: 'chiec-o-mau-vang',
    kind: 'html',
    title: d('Chiếc ô màu vàng', 'The Yellow Umbrella'),
    description: d(
      'Cơn mưa đầu mùa ở Sài Gòn, một chiếc ô nhỏ và hai người sửa đồ theo hai cách khác nhau.',
      'The first rain of the season in Saigon, one small umbrella and two people who mend things in different ways.',
    ),
    categories: ['tinh-cam', 'doi-thuong'],
    releaseYear: 2022,
    author: 'Hà Phương Nam',
    look: { palette: ['#f7b733', '#fc4a1a', '#fff8e1'], motif: 'orbs' },
    popularity: 10,
    trend: 'steady',
    ageDays: 330,
  },
  {
    slug: 'thu-vien-duoi-long-ho',
    kind: 'html',
    title: d('Thư viện dưới lòng hồ', 'The Library Beneath the Lake'),
    description: d(
      'Một cuốn sách khô dạt vào bờ Hồ Tây dẫn cô bé An xuống thư viện của những giấc mơ bị quên.',
      'A dry book washed up on West Lake leads An down to the library of forgotten dreams.',
    ),
    categories: ['ky-ao'],
    releaseYear: 2024,
    author: 'Lam Thiên Ý',
    look: { palette: ['#1a2980', '#26d0ce', '#ffd56b'], motif: 'waves' },
    popularity: 7,
    trend: 'rising',
    ageDays: 50,
  },
  {
    slug: 'mua-lua-chin',
    kind: 'blocks',
    title: d('Mùa lúa chín', 'When the Rice Ripens'),
    description: d(
      'Một người mẹ, một sợi dây gai và cánh đồng không ai dám cày.',
      'A mother, a hemp cord and the field nobody dared to plough.',
    ),
    categories: ['lich-su', 'doi-thuong'],
    releaseYear: 2020,
    author: 'Tôn Thất Lãm',
    look: { palette: ['#f2994a', '#f2c94c', '#2d6a4f'], motif: 'hills' },
    popularity: 5,
    trend: 'fading',
    ageDays: 800,
  },
  {
    slug: 'nguoi-tho-dong-ho',
    kind: 'html',
    title: d('Người thợ đồng hồ', 'The Watchmaker'),
    description: d(
      'Ba trăm chiếc đồng hồ chạy đúng giờ và một chiếc chạy ngược trong tiệm nhỏ phố Hàng Đào.',
      'Three hundred clocks keeping perfect time and one running backwards in a tiny shop on Hang Dao street.',
    ),
    categories: ['ky-ao', 'doi-thuong'],
    releaseYear: 2023,
    author: 'Lam Thiên Ý',
    look: { palette: ['#603813', '#b29f94', '#f6f0e1'], motif: 'orbs' },
    popularity: 6,
    trend: 'steady',
    ageDays: 160,
  },
  {
    slug: 'ganh-hang-rong',
    kind: 'blocks',
    title: d('Gánh hàng rong', 'The Street Vendor’s Pole'),
    description: d(
      'Mười lăm năm bán xôi ở đầu ngõ Hà Nội và tấm ảnh bình minh đến từ nước Pháp.',
      'Fifteen years of selling sticky rice at the end of a Hanoi lane, and a sunrise photograph from France.',
    ),
    categories: ['doi-thuong'],
    releaseYear: 2022,
    author: 'Hà Phương Nam',
    look: { palette: ['#ee9ca7', '#ffdde1', '#6d4c41'], motif: 'city' },
    popularity: 4,
    trend: 'steady',
    ageDays: 410,
  },
  {
    slug: 'con-duong-to-lua-phuong-nam',
    kind: 'html',
    title: d('Con đường tơ lụa phương Nam', 'The Southern Silk Road'),
    description: d(
      'Phố Hội thế kỷ mười bảy, một cô gái nói bốn thứ tiếng và cuộn lụa xanh không có trong sổ sách nào.',
      'Seventeenth-century Hoi An, a girl who speaks four languages and a roll of green silk found in no register.',
    ),
    categories: ['lich-su', 'tinh-cam'],
    releaseYear: 2021,
    author: 'Tôn Thất Lãm',
    look: { palette: ['#134e5e', '#71b280', '#f6d365'], motif: 'forest' },
    popularity: 6,
    trend: 'fading',
    ageDays: 620,
  },
  {
    slug: 'anh-trang-tren-bien-quy-nhon',
    kind: 'blocks',
    title: d('Ánh trăng trên biển Quy Nhơn', 'Moonlight over Quy Nhơn'),
    description: d(
      'Tiếng sáo trên ghềnh đá mỗi đêm trăng và cô giáo dạy nhạc quyết định ở lại.',
      'A flute on the rocks every moonlit night, and the music teacher who decides to stay.',
    ),
    categories: ['tinh-cam'],
    releaseYear: 2025,
    author: 'Lam Thiên Ý',
    look: { palette: ['#0f0c29', '#302b63', '#f5f7fa'], motif: 'waves' },
    popularity: 8,
    trend: 'rising',
    ageDays: 22,
  },
  {
    slug: 'ma-nguon-cua-trai-tim',
    kind: 'blocks',
    title: d('Mã nguồn của trái tim', 'Source Code of the Heart'),
    description: d(
      'Một lập trình viên, một trợ lý ảo viết thơ dở và câu hỏi làm sao để biết mình đang nhớ ai.',
      'A programmer, a virtual assistant that writes bad poems, and the question of how you know you miss someone.',
    ),
    categories: ['vien-tuong', 'tinh-cam'],
    releaseYear: 2025,
    author: 'Đinh Khánh Vy',
    look: { palette: ['#8e2de2', '#4a00e0', '#00f5a0'], motif: 'stripes' },
    popularity: 7,
    trend: 'rising',
    ageDays: 35,
  },
]

const texts: Record<string, NovelChapter[]> = { ...novelText, ...moreNovelText }

const html = (paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('\n')

function contentOf(novel: Novel, chapter: NovelChapter, index: number) {
  const make = (lang: Lang): ChapterContent => {
    if (novel.kind === 'html') return html(chapter[lang])
    return {
      blocks: chapter[lang].map((text, n) => ({ id: `${novel.slug}-${index}-${n + 1}`, data: { text } })),
    }
  }
  // Stored sanitized, like any chapter HTML (docs/api.md, Chapter).
  return { vi: sanitizeContent(make('vi')), en: sanitizeContent(make('en')) }
}

export function demoNovels(): DemoSection {
  const written: DemoPost[] = novels.map(({ kind: _, ...novel }, n) => {
    const chapters: DemoChapter[] = texts[novel.slug]!.map((chapter, i) => ({
      title: chapter.name,
      content: contentOf(novels[n]!, chapter, i + 1),
    }))
    return { ...novel, posttype: 'novel', chapters }
  })
  // After the stories written for the demo, the public-domain works with chapters of real length.
  const posts = [...written, ...demoClassics()]
  return { posts, files: posts.flatMap(coverArt) }
}
