import type { Localized } from '../db/schema.ts'
import { numbered } from '../posts/chapter-title.ts'
import { coverArt } from './art.ts'
import { oneShotComics } from './comics-short.ts'
import { between, rng } from './random.ts'
import { COMIC_PAGE_SIZE, comicPageSvg } from './svg-comic.ts'
import type { Comic, DemoChapter, DemoPost, DemoSection, MediaFile } from './types.ts'

const comic = (c: Comic) => c
const d = (vi: string, en: string): Localized => ({ vi, en })

const featuredComics: Comic[] = [
  comic({
    slug: 'kiem-si-may-troi',
    title: d('Kiếm sĩ mây trời', 'Swordsman of the Clouds'),
    description: d(
      'Cậu bé chăn trâu Lam nhặt được thanh kiếm rơi từ một con thuyền bay và bị cuốn vào cuộc chiến giữa các thành phố trên mây.',
      'Lam, a buffalo-herding boy, picks up a sword dropped from a flying ship and is swept into a war between the cities in the clouds.',
    ),
    categories: ['hanh-dong', 'ky-ao', 'phieu-luu'],
    releaseYear: 2019,
    author: 'Nguyễn Hải Đăng',
    artists: ['Đỗ Hà My'],
    look: { palette: ['#4facfe', '#2b5876', '#ff6b6b'], motif: 'stars' },
    popularity: 10,
    trend: 'steady',
    ageDays: 900,
    chapterCount: 64,
    pages: [8, 11],
    names: [
      d('Thanh kiếm rơi', 'The Falling Sword'),
      d('Thuyền bay', 'The Flying Ship'),
      d('Thành phố mây', 'City of Clouds'),
    ],
  }),
  comic({
    slug: 'cau-be-rong-lua',
    title: d('Cậu bé rồng lửa', 'The Fire Dragon Boy'),
    description: d(
      'Mỗi lần hắt hơi, Tí lại phun ra lửa. Ở một làng làm gốm, đó vừa là tai họa vừa là món quà.',
      'Every time Ti sneezes he breathes fire. In a pottery village that is both a disaster and a gift.',
    ),
    categories: ['ky-ao', 'hai-huoc'],
    releaseYear: 2023,
    author: 'Trần Bảo Châu',
    look: { palette: ['#f12711', '#f5af19', '#fff3b0'], motif: 'hills' },
    popularity: 8,
    trend: 'rising',
    ageDays: 60,
    chapterCount: 8,
  }),
  comic({
    slug: 'lop-hoc-mat-trang',
    title: d('Lớp học mặt trăng', 'Moon Classroom'),
    description: d(
      'Lớp 11A7 chỉ học vào ban đêm, và giáo viên chủ nhiệm hình như không có bóng.',
      'Class 11A7 only meets at night, and their homeroom teacher does not seem to cast a shadow.',
    ),
    categories: ['hoc-duong', 'ky-ao'],
    releaseYear: 2022,
    author: 'Lê Minh Thư',
    look: { palette: ['#0f0c29', '#302b63', '#e0e0e0'], motif: 'stars' },
    popularity: 7,
    trend: 'fading',
    ageDays: 420,
    chapterCount: 6,
  }),
  comic({
    slug: 'tham-tu-meo-den',
    title: d('Thám tử mèo đen', 'Black Cat Detective'),
    description: d(
      'Mun là con mèo đen của một tiệm sách cũ và là thám tử duy nhất của phố Hàng Bạc mà không ai trả tiền công.',
      'Mun is the black cat of a second-hand bookshop and the only detective on Hang Bac street nobody pays.',
    ),
    categories: ['trinh-tham', 'hai-huoc'],
    releaseYear: 2024,
    author: 'Phạm Tuệ Anh',
    look: { palette: ['#232526', '#414345', '#f9d423'], motif: 'city' },
    popularity: 6,
    trend: 'rising',
    ageDays: 25,
    chapterCount: 5,
  }),
  comic({
    slug: 'hoa-tuyet-mua-ha',
    title: d('Hoa tuyết mùa hạ', 'Summer Snowflakes'),
    description: d(
      'Một cô gái Sa Pa và một chàng trai Cần Thơ trao đổi thư tay suốt một mùa hè không có tuyết.',
      'A girl from Sa Pa and a boy from Can Tho trade handwritten letters through a summer without snow.',
    ),
    categories: ['tinh-cam'],
    releaseYear: 2021,
    author: 'Lê Minh Thư',
    look: { palette: ['#a1c4fd', '#c2e9fb', '#ff8fab'], motif: 'orbs' },
    popularity: 5,
    trend: 'steady',
    ageDays: 600,
    chapterCount: 4,
  }),
  comic({
    slug: 'dao-kho-bau-phuong-nam',
    title: d('Đảo kho báu phương Nam', 'Treasure Island of the South'),
    description: d(
      'Tấm bản đồ vẽ trên lá buông dẫn ba đứa trẻ miền biển tới một hòn đảo không có trên bất kỳ hải đồ nào.',
      'A map drawn on a palm leaf leads three seaside children to an island on no chart at all.',
    ),
    categories: ['phieu-luu', 'hanh-dong'],
    releaseYear: 2020,
    author: 'Nguyễn Hải Đăng',
    look: { palette: ['#00b4db', '#0083b0', '#ffe29f'], motif: 'waves' },
    popularity: 7,
    trend: 'steady',
    ageDays: 350,
    chapterCount: 7,
  }),
  comic({
    slug: 'robot-ban-banh-mi',
    title: d('Robot bán bánh mì', 'The Bánh Mì Robot'),
    description: d(
      'B-47 được chế tạo để lắp ráp ô tô nhưng lại mơ làm ổ bánh mì ngon nhất Sài Gòn.',
      'B-47 was built to assemble cars but dreams of making the best bánh mì in Saigon.',
    ),
    categories: ['hai-huoc', 'phieu-luu'],
    releaseYear: 2025,
    author: 'Trần Bảo Châu',
    look: { palette: ['#f7971e', '#ffd200', '#4b6cb7'], motif: 'stripes' },
    popularity: 9,
    trend: 'rising',
    ageDays: 8,
    chapterCount: 5,
  }),
  comic({
    slug: 'co-gai-va-phu-thuy',
    title: d('Cô gái và phù thuỷ', 'The Girl and the Witch'),
    description: d(
      'Để cứu em trai, Hạnh đồng ý làm học trò một năm cho mụ phù thuỷ sống trong cây đa đầu làng.',
      'To save her little brother, Hanh agrees to spend a year as apprentice to the witch who lives in the banyan tree.',
    ),
    categories: ['ky-ao', 'phieu-luu'],
    releaseYear: 2022,
    author: 'Phạm Tuệ Anh',
    look: { palette: ['#654ea3', '#eaafc8', '#b8f2e6'], motif: 'forest' },
    popularity: 6,
    trend: 'fading',
    ageDays: 480,
    chapterCount: 6,
  }),
  comic({
    slug: 'vo-duong-pho-co',
    title: d('Võ đường phố cổ', 'Old Quarter Dojo'),
    description: d(
      'Võ đường nhỏ nhất Hà Nội chỉ có ba môn sinh, một ông thầy đãng trí và một giải đấu sắp tới.',
      'The smallest dojo in Hanoi has three students, an absent-minded master and a tournament coming up.',
    ),
    categories: ['hanh-dong', 'hai-huoc'],
    releaseYear: 2023,
    ageRating: 13,
    author: 'Vũ Đức Trí',
    look: { palette: ['#cb2d3e', '#ef473a', '#fceabb'], motif: 'city' },
    popularity: 5,
    trend: 'steady',
    ageDays: 200,
    chapterCount: 4,
  }),
  comic({
    slug: 'bong-ma-thu-vien',
    title: d('Bóng ma thư viện', 'The Library Ghost'),
    description: d(
      'Ai đó trả sách lúc nửa đêm ở thư viện trường, và mọi cuốn sách đều có thêm một trang viết tay.',
      'Someone returns books at midnight to the school library, and every book comes back with one extra handwritten page.',
    ),
    categories: ['trinh-tham', 'hoc-duong'],
    releaseYear: 2024,
    author: 'Vũ Đức Trí',
    look: { palette: ['#3a1c71', '#d76d77', '#ffaf7b'], motif: 'orbs' },
    popularity: 4,
    trend: 'rising',
    ageDays: 40,
    chapterCount: 3,
  }),
  comic({
    slug: 'chu-meo-phi-hanh-gia',
    title: d('Chú mèo phi hành gia', 'The Astronaut Cat'),
    description: d(
      'Miu lẻn lên tên lửa tiếp tế và trở thành thành viên thứ bảy, không chính thức, của trạm vũ trụ.',
      'Miu sneaks onto a supply rocket and becomes the seventh, unofficial, crew member of the space station.',
    ),
    categories: ['phieu-luu', 'hai-huoc'],
    releaseYear: 2025,
    author: 'Nguyễn Hải Đăng',
    look: { palette: ['#000428', '#004e92', '#ffd56b'], motif: 'stars' },
    popularity: 8,
    trend: 'steady',
    ageDays: 75,
    chapterCount: 5,
  }),
  comic({
    slug: 'mua-tren-pho-hoi',
    title: d('Mưa trên phố Hội', 'Rain over Hoi An'),
    description: d(
      'Cô thợ may và anh hướng dẫn viên du lịch gặp nhau mỗi lần phố Hội ngập nước.',
      'A tailor and a tour guide meet each time the old town of Hoi An floods.',
    ),
    categories: ['tinh-cam'],
    releaseYear: 2020,
    author: 'Lê Minh Thư',
    look: { palette: ['#f6d365', '#fda085', '#5d4157'], motif: 'waves' },
    popularity: 6,
    trend: 'fading',
    ageDays: 650,
    chapterCount: 3,
  }),
]

/** The comic with the most chapters; the scale catalogue borrows its pages. */
/** Enough comics that the comic list runs past one page of 20, as a real catalogue does. */
const comics: Comic[] = [...featuredComics, ...oneShotComics]

export const longestComic = comics.reduce((a, b) => (b.chapterCount > a.chapterCount ? b : a))

/** Page images live at comics/{slug}/{chapter, 3 digits}/{page, 2 digits}.svg. */
export const comicPagePath = (slug: string, chapter: number, page: number) =>
  `comics/${slug}/${String(chapter).padStart(3, '0')}/${String(page).padStart(2, '0')}.svg`

function chaptersOf(c: Comic, files: MediaFile[]): DemoChapter[] {
  const random = rng(`pages/${c.slug}`)
  const [fewest, most] = c.pages ?? [8, 20]
  return Array.from({ length: c.chapterCount }, (_, i) => {
    const index = i + 1
    const count = between(random, fewest, most)
    const pages = Array.from({ length: count }, (_, p) => {
      const path = comicPagePath(c.slug, index, p + 1)
      files.push({ path, body: comicPageSvg(c.title.vi, index, p + 1, count, c.look, c.slug) })
      return path
    })
    // The pages' only words are exclamations and sound effects, so both languages read the same pages.
    return {
      title: numbered(index, 'Chương', 'Chapter', c.names?.[i]),
      content: { vi: pages, en: pages },
      pageSizes: pages.map(() => ({ ...COMIC_PAGE_SIZE })),
    }
  })
}

export function demoComics(): DemoSection {
  const files: MediaFile[] = []
  const posts: DemoPost[] = comics.map((c) => {
    const { chapterCount: _, names: __, pages: ___, ...post } = c
    return { ...post, posttype: 'comic', chapters: chaptersOf(c, files) }
  })
  return { posts, files: [...files, ...posts.flatMap(coverArt)] }
}
