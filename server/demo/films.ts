import type { Localized, Subtitle, VideoSource } from '../db/schema.ts'
import { numbered } from '../posts/chapter-title.ts'
import { coverArt } from './art.ts'
import type { DemoChapter, DemoPost, DemoSection } from './types.ts'

/**
 * The clips made by `npm run media:demo` (a camera moving over hills at dusk, a city at night, the
 * sea); episodes take turns playing them.
 */
export const filmClips = ['pulse', 'prism', 'aurora'] as const

/** The languages the clips have captions in (`npm run media:demo` writes them), and their files. */
export const captionLanguages = ['vi', 'en'] as const
export const captionsFile = (language: string) => `captions-${language}.vtt`

/**
 * HLS first (the one most players start with), then DASH over the same segments, then the small
 * rendition as one progressive MP4, for where Media Source fails.
 */
const sourcesOf = (clip: string): VideoSource[] => [
  { link: `films/${clip}/master.m3u8`, type: 'hls', label: 'HLS' },
  { link: `films/${clip}/manifest.mpd`, type: 'dash', label: 'DASH' },
  { link: `films/${clip}/video.mp4`, type: 'mp4', label: 'MP4' },
]

const subtitlesOf = (clip: string): Subtitle[] =>
  captionLanguages.map((language) => ({ language, link: `films/${clip}/${captionsFile(language)}` }))

/** An episode that plays a clip: its sources and captions. */
const playing = (clip: string) => ({ source: sourcesOf(clip), subtitles: subtitlesOf(clip) })

type Film = Omit<DemoPost, 'posttype' | 'chapters'> & {
  /** Episode names; one entry makes a single feature film. */
  episodes: (Localized | null)[]
  /** Announced but not released yet: its episodes have no video. */
  upcoming?: boolean
  /** Episodes (by number) with opening titles, in seconds from the start, for 'Skip intro'. */
  intros?: Record<number, { start: number; end: number }>
}

const film = (f: Film): Film => f

const films: Film[] = [
  film({
    slug: 'tinh-yeu-o-da-lat',
    title: { vi: 'Tình yêu ở Đà Lạt', en: 'Love in Da Lat' },
    description: {
      vi: 'Một kiến trúc sư trẻ lên Đà Lạt sửa lại ngôi biệt thự cũ của gia đình và gặp cô chủ tiệm hoa bên kia dốc. Giữa sương mù và những cơn mưa chiều, hai người học cách bắt đầu lại.',
      en: 'A young architect comes to Da Lat to restore his family’s old villa and meets the florist across the slope. Between the fog and the afternoon rain, the two learn how to begin again.',
    },
    categories: ['tinh-cam', 'tam-ly'],
    releaseYear: 2024,
    directors: ['Trần Thu Hà'],
    actors: ['Lý Bảo Ngọc', 'Đỗ Gia Huy', 'Tạ Thu Trang'],
    studios: ['Phim Sương Mù'],
    look: { palette: ['#f08a5d', '#6a2c70', '#ffd56b'], motif: 'hills' },
    popularity: 10,
    trend: 'steady',
    ageDays: 120,
    episodes: [
      { vi: 'Ngôi nhà trên dốc', en: 'The House on the Slope' },
      { vi: 'Tiệm hoa sương mù', en: 'The Foggy Flower Shop' },
      { vi: 'Mưa chiều', en: 'Afternoon Rain' },
      { vi: 'Bức thư chưa gửi', en: 'The Unsent Letter' },
      { vi: 'Hồ Xuân Hương', en: 'Xuan Huong Lake' },
      { vi: 'Mùa dã quỳ', en: 'Wild Sunflower Season' },
    ],
    // The clips last 8 seconds: a second of fade-in, then four of the opening shot.
    intros: { 2: { start: 1, end: 5 } },
  }),
  film({
    slug: 'thanh-pho-khong-ngu',
    title: { vi: 'Thành phố không ngủ', en: 'The Sleepless City' },
    description: {
      vi: 'Một tài xế xe ôm công nghệ vô tình chở theo chiếc vali bị cả một băng nhóm truy lùng. Tám giờ, một đêm Sài Gòn, không ai được phép dừng lại.',
      en: 'A ride-hailing driver unknowingly carries a suitcase a whole gang is hunting for. Eight hours, one Saigon night, and nobody is allowed to stop.',
    },
    categories: ['hanh-dong'],
    releaseYear: 2025,
    directors: ['Lê Quốc Bảo'],
    actors: ['Trịnh Quang Vinh', 'Bùi Khánh Linh', 'Kenji Arata'],
    look: { palette: ['#1d2b64', '#f8cdda', '#ffcc00'], motif: 'city' },
    popularity: 9,
    trend: 'rising',
    ageDays: 12,
    episodes: Array.from({ length: 8 }, () => null),
  }),
  film({
    slug: 'mua-he-cuoi-cung',
    title: { vi: 'Mùa hè cuối cùng', en: 'The Last Summer' },
    description: {
      vi: 'Bốn người bạn thân dành kỳ nghỉ cuối cùng trước khi mỗi người một ngả ở một làng chài miền Trung.',
      en: 'Four close friends spend one last holiday together in a central fishing village before going their separate ways.',
    },
    categories: ['tam-ly', 'gia-dinh'],
    releaseYear: 2022,
    directors: ['Phạm Ngọc Lan'],
    actors: ['Đỗ Gia Huy', 'Mai Phương Thảo', 'Lâm Đức Anh'],
    look: { palette: ['#36d1dc', '#5b86e5', '#fff3b0'], motif: 'waves' },
    popularity: 6,
    trend: 'fading',
    ageDays: 400,
    episodes: [null],
  }),
  film({
    slug: 'nguoi-gac-den',
    title: { vi: 'Người gác đèn', en: 'The Lighthouse Keeper' },
    description: {
      vi: 'Ba mươi năm giữ ngọn hải đăng ngoài đảo xa, ông Sáu nhận được một người phụ việc trẻ không biết bơi.',
      en: 'After thirty years keeping a lighthouse on a far island, old Sau is sent a young assistant who cannot swim.',
    },
    categories: ['tam-ly'],
    releaseYear: 2021,
    directors: ['Nguyễn Minh Khang'],
    actors: ['Châu Minh Triết', 'Lâm Đức Anh'],
    look: { palette: ['#0f2027', '#2c5364', '#f9d423'], motif: 'waves' },
    popularity: 5,
    trend: 'steady',
    ageDays: 700,
    episodes: [null],
  }),
  film({
    slug: 'hanh-tinh-xanh-lam',
    title: { vi: 'Hành tinh xanh lam', en: 'The Blue Planet' },
    description: {
      vi: 'Phi hành đoàn tàu Lạc Hồng thức dậy sớm hơn dự kiến bốn mươi năm và phát hiện hành tinh đích đã có người ở.',
      en: 'The crew of the starship Lac Hong wakes forty years early and finds their destination planet already inhabited.',
    },
    categories: ['vien-tuong', 'hanh-dong'],
    releaseYear: 2025,
    directors: ['Hoàng Anh Tuấn'],
    actors: ['Emma Laurent', 'Trịnh Quang Vinh', 'Tạ Thu Trang'],
    look: { palette: ['#141e30', '#243b55', '#4fc3f7'], motif: 'stars' },
    popularity: 8,
    trend: 'rising',
    ageDays: 30,
    episodes: [
      { vi: 'Thức giấc', en: 'Awakening' },
      { vi: 'Tín hiệu', en: 'The Signal' },
      { vi: 'Thành phố dưới băng', en: 'The City Under the Ice' },
      { vi: 'Trở về', en: 'Return' },
    ],
  }),
  film({
    slug: 'bep-cua-ba',
    title: { vi: 'Bếp của bà', en: 'Grandma’s Kitchen' },
    description: {
      vi: 'Để giữ quán phở sáu mươi năm tuổi của bà, ba anh em họ phải nấu chung một nồi nước dùng mà không cãi nhau.',
      en: 'To keep their grandmother’s sixty-year-old pho shop, three cousins must cook one pot of broth together without a fight.',
    },
    categories: ['gia-dinh', 'hai-huoc'],
    releaseYear: 2023,
    directors: ['Đặng Mai Phương'],
    actors: ['Mai Phương Thảo', 'Vũ Hoài Nam', 'Bùi Khánh Linh'],
    look: { palette: ['#f7971e', '#ffd200', '#c0392b'], motif: 'orbs' },
    popularity: 7,
    trend: 'steady',
    ageDays: 210,
    episodes: [null],
  }),
  film({
    slug: 'tieng-goi-tu-rung-sau',
    title: { vi: 'Tiếng gọi từ rừng sâu', en: 'Call of the Deep Forest' },
    description: {
      vi: 'Một nhóm sinh viên địa chất lạc vào khu rừng nơi tiếng chim luôn hót ngược chiều gió.',
      en: 'A group of geology students get lost in a forest where the birds always sing against the wind.',
    },
    categories: ['kinh-di'],
    releaseYear: 2024,
    ageRating: 18,
    directors: ['Lê Quốc Bảo'],
    actors: ['Lâm Đức Anh', 'Tạ Thu Trang', 'Vũ Hoài Nam'],
    look: { palette: ['#134e5e', '#0b2027', '#9be15d'], motif: 'forest' },
    popularity: 6,
    trend: 'rising',
    ageDays: 45,
    episodes: Array.from({ length: 3 }, () => null),
  }),
  film({
    slug: 'chuyen-tau-dem',
    title: { vi: 'Chuyến tàu đêm', en: 'The Night Train' },
    description: {
      vi: 'Trên chuyến tàu Thống Nhất chạy đêm, một nữ cảnh sát nghỉ phép có mười hai tiếng để tìm ra ai đã lấy cắp con dấu của ngân hàng.',
      en: 'On the overnight Reunification Express, an off-duty policewoman has twelve hours to find who stole a bank’s seal.',
    },
    categories: ['hanh-dong', 'tam-ly'],
    releaseYear: 2023,
    directors: ['Nguyễn Minh Khang'],
    actors: ['Bùi Khánh Linh', 'Châu Minh Triết'],
    look: { palette: ['#232526', '#414345', '#e74c3c'], motif: 'stripes' },
    popularity: 7,
    trend: 'fading',
    ageDays: 300,
    episodes: [null],
  }),
  film({
    slug: 'ban-nhac-ga-trong',
    title: { vi: 'Ban nhạc Gà Trống', en: 'The Rooster Band' },
    description: {
      vi: 'Năm ông chú U60 lập ban nhạc rock để đi thi tài năng của phường, với một cái trống mượn và rất nhiều tự tin.',
      en: 'Five uncles near sixty start a rock band for the ward talent show, with one borrowed drum and a great deal of confidence.',
    },
    categories: ['hai-huoc', 'gia-dinh'],
    releaseYear: 2024,
    directors: ['Đặng Mai Phương'],
    actors: ['Vũ Hoài Nam', 'Châu Minh Triết', 'Đỗ Gia Huy'],
    look: { palette: ['#ff512f', '#dd2476', '#ffe259'], motif: 'stripes' },
    popularity: 8,
    trend: 'steady',
    ageDays: 90,
    episodes: Array.from({ length: 5 }, () => null),
  }),
  film({
    slug: 'doi-bo-me-kong',
    title: { vi: 'Đôi bờ Mê Kông', en: 'Both Banks of the Mekong' },
    description: {
      vi: 'Phim tài liệu theo chân những người lái đò, thợ đóng ghe và nông dân trồng lúa nổi dọc hạ lưu sông Mê Kông.',
      en: 'A documentary following ferry rowers, boat builders and floating-rice farmers along the lower Mekong.',
    },
    categories: ['tai-lieu'],
    releaseYear: 2022,
    directors: ['Phạm Ngọc Lan'],
    actors: [],
    look: { palette: ['#56ab2f', '#a8e063', '#2c3e50'], motif: 'waves' },
    popularity: 4,
    trend: 'steady',
    ageDays: 500,
    episodes: [
      { vi: 'Mùa nước nổi', en: 'Flood Season' },
      { vi: 'Người đóng ghe', en: 'The Boat Builders' },
      { vi: 'Chợ trên sông', en: 'The River Market' },
    ],
  }),
  film({
    slug: 'vo-si-cuoi-cung',
    title: { vi: 'Võ sĩ cuối cùng', en: 'The Last Fighter' },
    description: {
      vi: 'Một võ sư Bình Định về hưu phải trở lại sàn đấu để cứu lò võ của cha mình khỏi bị phá dỡ.',
      en: 'A retired Binh Dinh martial artist returns to the ring to save his father’s school from demolition.',
    },
    categories: ['hanh-dong'],
    releaseYear: 2025,
    directors: ['Hoàng Anh Tuấn'],
    actors: ['Trịnh Quang Vinh', 'Kenji Arata'],
    look: { palette: ['#870000', '#190a05', '#f5af19'], motif: 'orbs' },
    popularity: 9,
    trend: 'rising',
    ageDays: 6,
    episodes: [null],
  }),
  film({
    slug: 'mat-bao',
    title: { vi: 'Mắt bão', en: 'Eye of the Storm' },
    description: {
      vi: 'Sắp ra mắt: một trạm khí tượng trên đảo và đêm cơn bão lớn nhất thập kỷ đổ bộ.',
      en: 'Coming soon: an island weather station on the night the decade’s biggest storm makes landfall.',
    },
    categories: ['tam-ly', 'hanh-dong'],
    releaseYear: 2026,
    directors: ['Trần Thu Hà'],
    actors: ['Emma Laurent', 'Lý Bảo Ngọc'],
    studios: ['Phim Sương Mù'],
    look: { palette: ['#2c3e50', '#4ca1af', '#ecf0f1'], motif: 'waves' },
    popularity: 3,
    trend: 'rising',
    ageDays: 2,
    upcoming: true,
    episodes: [null, null],
  }),
]

function episodesOf(f: Film, filmIndex: number): DemoChapter[] {
  if (f.episodes.length === 1) {
    return [
      {
        title: { vi: 'Trọn bộ', en: 'Full film' },
        ...(f.upcoming ? { source: null } : playing(filmClips[filmIndex % 3]!)),
      },
    ]
  }
  return f.episodes.map((name, i) => {
    const intro = f.intros?.[i + 1]
    return {
      title: numbered(i + 1, 'Tập', 'Episode', name ?? undefined),
      ...(f.upcoming ? { source: null } : playing(filmClips[(filmIndex + i) % filmClips.length]!)),
      ...(intro ? { intro } : {}),
    }
  })
}

export function demoFilms(): DemoSection {
  const posts: DemoPost[] = films.map((f, i) => {
    const { episodes: _, upcoming: __, intros: ___, ...post } = f
    return { ...post, posttype: 'movie', chapters: episodesOf(f, i) }
  })
  return { posts, files: posts.flatMap(coverArt) }
}
