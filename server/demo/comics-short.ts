import type { Localized } from '../db/schema.ts'
import type { Comic } from './types.ts'

const palettes: [string, string, string][] = [
  ['#ee9ca7', '#ffdde1', '#5d4157'],
  ['#43cea2', '#185a9d', '#f9f871'],
  ['#ff9966', '#ff5e62', '#2d132c'],
  ['#56ab2f', '#a8e063', '#1e3c2b'],
  ['#614385', '#516395', '#f0c27b'],
  ['#e96443', '#904e95', '#fbe7c6'],
  ['#00b09b', '#96c93d', '#283c86'],
]
const motifs = ['stars', 'hills', 'waves', 'city', 'forest', 'orbs'] as const

/** [slug, Vietnamese title, English title, categories, one-line premise vi, en] */
const oneShots: [string, string, string, string[], string, string][] = [
  [
    'mua-dau-mua',
    'Mưa đầu mùa',
    'First Rain',
    ['tinh-cam'],
    'Hai người lạ chung một chiếc ô trong cơn mưa đầu mùa ở Hà Nội.',
    'Two strangers share one umbrella in the first rain of the season in Hanoi.',
  ],
  [
    'meo-truong-ga',
    'Mèo trưởng ga',
    'The Stationmaster Cat',
    ['hai-huoc'],
    'Con mèo của ga xép tin rằng chính nó điều khiển những chuyến tàu.',
    'The cat of a small station believes it runs the trains.',
  ],
  [
    'nguoi-giu-den-bien',
    'Người giữ đèn biển',
    'The Lighthouse Keeper',
    ['phieu-luu'],
    'Đêm bão, người giữ đèn nhận một tín hiệu không từ con tàu nào.',
    'On a stormy night the keeper receives a signal from no ship at all.',
  ],
  [
    'ban-do-bi-mat',
    'Tấm bản đồ bí mật',
    'The Secret Map',
    ['phieu-luu', 'trinh-tham'],
    'Ba đứa trẻ tìm thấy tấm bản đồ vẽ lại chính con hẻm nhà mình.',
    'Three children find a map of their own alley.',
  ],
  [
    'bep-truong-ti-hon',
    'Bếp trưởng tí hon',
    'The Tiny Chef',
    ['hai-huoc', 'hoc-duong'],
    'Cô bé lớp năm mở quán phở trong giờ ra chơi.',
    'A fifth grader opens a noodle stall at break time.',
  ],
  [
    'rong-giay',
    'Rồng giấy',
    'The Paper Dragon',
    ['ky-ao'],
    'Con rồng gấp bằng giấy báo cũ thức dậy vào đêm Trung thu.',
    'A dragon folded from old newspaper wakes on Mid-Autumn night.',
  ],
  [
    'tham-tu-ca-phe',
    'Thám tử cà phê',
    'The Coffee Detective',
    ['trinh-tham'],
    'Bà chủ quán cà phê giải những vụ án bằng mùi hương.',
    'A café owner solves cases by smell.',
  ],
  [
    'vo-si-san-thuong',
    'Võ sĩ sân thượng',
    'Rooftop Fighter',
    ['hanh-dong'],
    'Những trận đấu bí mật trên sân thượng một khu tập thể cũ.',
    'Secret bouts on the roof of an old apartment block.',
  ],
  [
    'la-thu-gui-mua-he',
    'Lá thư gửi mùa hè',
    'A Letter to Summer',
    ['tinh-cam', 'hoc-duong'],
    'Lá thư viết năm lớp chín đến tay người nhận sau mười năm.',
    'A letter written in ninth grade arrives ten years late.',
  ],
  [
    'khu-vuon-tren-may',
    'Khu vườn trên mây',
    'The Garden in the Clouds',
    ['ky-ao', 'phieu-luu'],
    'Một người làm vườn trồng rau trên lưng đám mây trôi.',
    'A gardener grows vegetables on a drifting cloud.',
  ],
  [
    'ong-gia-tha-dieu',
    'Ông già thả diều',
    'The Old Kite Flyer',
    ['hai-huoc'],
    'Ông lão tám mươi tuổi quyết thắng giải thả diều của phường.',
    'An eighty-year-old sets out to win the ward kite contest.',
  ],
  [
    'tieng-dan-trong-hem',
    'Tiếng đàn trong hẻm',
    'Music in the Alley',
    ['tinh-cam'],
    'Tiếng đàn bầu đêm khuya khiến cả con hẻm thức giấc.',
    'A late-night monochord wakes the whole alley.',
  ],
  [
    'canh-cua-so-bay',
    'Cánh cửa số bảy',
    'Door Number Seven',
    ['trinh-tham', 'ky-ao'],
    'Tòa nhà sáu tầng có một cánh cửa số bảy không ai mở được.',
    'A six-storey building has a seventh door nobody can open.',
  ],
  [
    'doi-bong-chan-dat',
    'Đội bóng chân đất',
    'The Barefoot Team',
    ['hoc-duong', 'hanh-dong'],
    'Đội bóng làng chài đi thi giải thành phố.',
    'A fishing village team plays in the city cup.',
  ],
]

const d = (vi: string, en: string): Localized => ({ vi, en })

/** Short comics of one to three chapters, drawn from a small table. */
export const oneShotComics: Comic[] = oneShots.map(([slug, vi, en, categories, aboutVi, aboutEn], i) => ({
  slug,
  title: d(vi, en),
  description: d(aboutVi, aboutEn),
  categories,
  releaseYear: 2018 + (i % 8),
  author: ['Lê Minh Thư', 'Phạm Quốc Huy', 'Đỗ Hà My', 'Vũ Thành Long'][i % 4]!,
  look: { palette: palettes[i % palettes.length]!, motif: motifs[i % motifs.length]! },
  popularity: 1 + (i % 4),
  trend: (['rising', 'steady', 'fading'] as const)[i % 3]!,
  ageDays: 20 + i * 37,
  chapterCount: 1 + (i % 3),
  pages: [8, 10],
}))
