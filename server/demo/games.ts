import type { Localized } from '../db/schema.ts'
import { coverArt } from './art.ts'
import { gamesSite } from './sites.ts'
import type { DemoPost, DemoSection } from './types.ts'

type Game = Omit<DemoPost, 'posttype' | 'chapters' | 'playUrl'>

const d = (vi: string, en: string): Localized => ({ vi, en })

/** Games are played on the games site; here they are cards and detail pages with a play link. */
const games: Game[] = [
  {
    slug: 'dua-thuyen-rong',
    title: d('Đua thuyền rồng', 'Dragon Boat Race'),
    description: d(
      'Giữ nhịp trống, chèo đều tay và vượt qua mười hai đội trên sông Hương trong ngày hội.',
      'Keep the drumbeat, row in time and beat twelve crews on the Perfume River on festival day.',
    ),
    categories: ['dua-xe', 'the-thao'],
    releaseYear: 2024,
    author: 'Xưởng Sen Vàng',
    look: { palette: ['#e52d27', '#b31217', '#ffd200'], motif: 'waves' },
    popularity: 8,
    trend: 'rising',
    ageDays: 20,
  },
  {
    slug: 'o-an-quan',
    title: d('Ô ăn quan trực tuyến', 'Mandarin Squares Online'),
    description: d(
      'Trò chơi dân gian quen thuộc, chơi với bạn bè hoặc với máy ở ba mức độ khó.',
      'The classic folk game, played with friends or against the computer at three levels.',
    ),
    categories: ['chien-thuat', 'giai-do'],
    releaseYear: 2022,
    author: 'Xưởng Sen Vàng',
    look: { palette: ['#8e6e53', '#3e2723', '#f6d365'], motif: 'orbs' },
    popularity: 6,
    trend: 'steady',
    ageDays: 380,
  },
  {
    slug: 'xep-hinh-pho-co',
    title: d('Xếp hình phố cổ', 'Old Town Puzzle'),
    description: d(
      'Ghép lại những mái ngói, ban công và biển hiệu để dựng lại một con phố cổ sau cơn bão.',
      'Fit roof tiles, balconies and shop signs back together to rebuild an old street after a storm.',
    ),
    categories: ['giai-do'],
    releaseYear: 2023,
    author: 'Mây Studio',
    look: { palette: ['#f6d365', '#fda085', '#2c3e50'], motif: 'city' },
    popularity: 5,
    trend: 'fading',
    ageDays: 260,
  },
  {
    slug: 'hiep-si-banh-chung',
    title: d('Hiệp sĩ bánh chưng', 'The Rice Cake Knight'),
    description: d(
      'Một chiếc bánh chưng biết múa kiếm phải mang lá dong về làng trước đêm giao thừa.',
      'A sword-wielding rice cake must bring the dong leaves home before New Year’s Eve.',
    ),
    categories: ['hanh-dong', 'phieu-luu'],
    releaseYear: 2025,
    author: 'Mây Studio',
    look: { palette: ['#11998e', '#38ef7d', '#ff4e50'], motif: 'forest' },
    popularity: 9,
    trend: 'rising',
    ageDays: 5,
  },
  {
    slug: 'bong-da-duong-pho',
    title: d('Bóng đá đường phố', 'Street Football'),
    description: d(
      'Năm đấu năm trong con hẻm nhỏ, khung thành là hai chiếc dép và luật do người lớn tuổi nhất quyết định.',
      'Five-a-side in a narrow alley, with two sandals for goalposts and rules set by the oldest player.',
    ),
    categories: ['the-thao'],
    releaseYear: 2024,
    author: 'Xưởng Sen Vàng',
    look: { palette: ['#56ab2f', '#a8e063', '#ffffff'], motif: 'stripes' },
    popularity: 7,
    trend: 'steady',
    ageDays: 100,
  },
  {
    slug: 'phi-thuyen-lac-loi',
    title: d('Phi thuyền lạc lối', 'Lost Starship'),
    description: d(
      'Bay qua vành đai tiểu hành tinh, nhặt nhiên liệu và tìm đường về Trái Đất.',
      'Fly through the asteroid belt, pick up fuel and find the way back to Earth.',
    ),
    categories: ['hanh-dong'],
    releaseYear: 2023,
    author: 'Sao Băng Games',
    look: { palette: ['#000428', '#004e92', '#f953c6'], motif: 'stars' },
    popularity: 6,
    trend: 'steady',
    ageDays: 150,
  },
  {
    slug: 'thanh-tri-co',
    title: d('Thành trì cổ', 'Ancient Citadel'),
    description: d(
      'Xây tường thành, trồng lúa và giữ cho vương quốc nhỏ của bạn đứng vững qua mười mùa.',
      'Build walls, grow rice and keep your small kingdom standing through ten seasons.',
    ),
    categories: ['chien-thuat'],
    releaseYear: 2021,
    author: 'Sao Băng Games',
    look: { palette: ['#614385', '#516395', '#f5af19'], motif: 'hills' },
    popularity: 7,
    trend: 'fading',
    ageDays: 720,
  },
  {
    slug: 'meo-nhay-may',
    title: d('Mèo nhảy mây', 'Cloud-Hopping Cat'),
    description: d(
      'Nhảy từ đám mây này sang đám mây khác, đừng nhìn xuống và nhớ nhặt cá.',
      'Hop from cloud to cloud, don’t look down and remember to collect the fish.',
    ),
    categories: ['phieu-luu', 'giai-do'],
    releaseYear: 2025,
    author: 'Mây Studio',
    look: { palette: ['#89f7fe', '#66a6ff', '#ffffff'], motif: 'orbs' },
    popularity: 8,
    trend: 'rising',
    ageDays: 15,
  },
]

export function demoGames(): DemoSection {
  const posts: DemoPost[] = games.map((g) => ({
    ...g,
    posttype: 'game',
    playUrl: `${gamesSite}/play/${g.slug}`,
    chapters: [],
  }))
  return { posts, files: posts.flatMap(coverArt) }
}
