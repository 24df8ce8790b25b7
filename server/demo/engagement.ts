import { between, rng, shuffled } from './random.ts'
import type { DemoPost } from './types.ts'

/**
 * Who rated and liked what, and how views spread over the last month. Derived from each post's
 * popularity and trend, with a seeded generator, so the numbers look lived-in and stay the same.
 * The posts' counters are then summed from these rows in SQL, so they always agree.
 */

/**
 * The demo members, with the usernames the finder finds them by (spec §2: a member is found by name
 * or username) and, for some, a line about themselves for their public profile.
 */
const memberProfiles: { name: string; username: string; about?: string }[] = [
  {
    name: 'Nguyễn Thảo Vy',
    username: 'thaovy',
    about: 'Mê truyện tranh và trà sữa. Đọc mỗi tối trước khi ngủ.',
  },
  { name: 'Trần Minh Quân', username: 'minhquan.tran' },
  {
    name: 'Lê Hoàng Yến',
    username: 'hoangyen',
    about: 'Tiểu thuyết cổ điển, phim tâm lý và những cái kết buồn.',
  },
  { name: 'Phạm Gia Bảo', username: 'giabao_pham' },
  { name: 'Hoàng Ngọc Ánh', username: 'ngocanh', about: 'Fan phim hoạt hình, xem lại Ghibli mỗi mùa hè.' },
  { name: 'Vũ Đức Thịnh', username: 'ducthinh' },
  { name: 'Đặng Thu Hằng', username: 'thuhang.dang', about: 'Đọc chậm, nhớ lâu.' },
  { name: 'Bùi Quốc Khánh', username: 'quockhanh' },
  { name: 'Đỗ Mai Chi', username: 'maichi', about: 'Giáo viên văn, thích Truyện Kiều và truyện trinh thám.' },
  { name: 'Ngô Tuấn Kiệt', username: 'tuankiet' },
  { name: 'Dương Bích Ngọc', username: 'bichngoc' },
  { name: 'Lý Hải Đăng', username: 'haidang.ly', about: 'Hành động, khoa học viễn tưởng, game cờ.' },
  { name: 'Hồ Thanh Tâm', username: 'thanhtam' },
  { name: 'Trịnh Khánh Huyền', username: 'khanhhuyen', about: 'Webtoon trên xe buýt mỗi sáng.' },
  { name: 'Mai Anh Khoa', username: 'anhkhoa' },
  { name: 'Tô Diệu Linh', username: 'dieulinh' },
  { name: 'Lâm Quang Huy', username: 'quanghuy_lam' },
  { name: 'Phan Nhã Uyên', username: 'nhauyen', about: 'Sưu tầm truyện cổ tích các nước.' },
  { name: 'Cao Minh Nhật', username: 'minhnhat' },
  { name: 'Kiều Phương Anh', username: 'phuonganh.kieu' },
  { name: 'Alex Morgan', username: 'alexm', about: 'Learning Vietnamese one chapter at a time.' },
  { name: 'Sofia Rossi', username: 'sofia.rossi' },
  { name: 'Yuki Tanaka', username: 'yuki_t', about: 'Manga reader, film lover.' },
  { name: 'Daniel Kim', username: 'danielkim' },
]

/** Demo members never sign in: a hash that is not scrypt's `scrypt$…` form matches no password. */
export const demoMembers = () =>
  memberProfiles.map(({ name, username, about }, i) => ({
    name,
    username,
    about: about ?? null,
    email: `member${String(i + 1).padStart(2, '0')}@demo.mot.invalid`,
    passwordHash: '!demo-member-without-password',
  }))

const comments = [
  'Hay lắm, mong phần tiếp theo!',
  'Xem đi xem lại vẫn thích.',
  'Nội dung ổn, hình ảnh đẹp.',
  'Hơi chậm ở đoạn giữa nhưng cái kết rất đáng.',
  'Loved it, the ending got me.',
  'Great for a quiet evening.',
  '',
]

export interface Engagement {
  ratings: { member: number; rating: number; content: string }[]
  memberLikes: number[]
  deviceLikes: string[]
  /** Views per day, `daysAgo` 0 being today. */
  days: { daysAgo: number; views: number }[]
  /** Views counted before the daily buckets began. */
  earlierViews: number
}

export const HISTORY_DAYS = 30

function dailyViews(post: DemoPost, random: () => number) {
  const base = post.popularity ** 2 * 6
  const days: Engagement['days'] = []
  for (let daysAgo = 0; daysAgo < Math.min(HISTORY_DAYS, post.ageDays + 1); daysAgo++) {
    const age = daysAgo / (HISTORY_DAYS - 1)
    const shape =
      post.trend === 'rising'
        ? 0.15 + 2 * (1 - age) ** 2
        : post.trend === 'fading'
          ? 0.05 + 1.8 * age ** 1.5
          : 1
    const views = Math.round(base * shape * (0.75 + random() * 0.5))
    if (views > 0) days.push({ daysAgo, views })
  }
  return days
}

/** A film still to come: none of its episodes plays yet. */
const comingSoon = (post: DemoPost) =>
  post.posttype === 'movie' && post.chapters.every((episode) => episode.source === null)

export function engagementOf(post: DemoPost, memberCount: number): Engagement {
  // Nobody has watched, rated or liked what does not play yet: nor does it climb the top lists,
  // where every post opens on something to watch or read.
  if (comingSoon(post)) return { ratings: [], memberLikes: [], deviceLikes: [], days: [], earlierViews: 0 }
  const random = rng(`engagement/${post.slug}`)
  // A fixed shuffle of the members per post: the first ones rate, a share of them like.
  const members = shuffled(
    random,
    Array.from({ length: memberCount }, (_, i) => i),
  )
  const raters = Math.min(memberCount, Math.round(post.popularity * 1.8 + random() * 4))
  const mean = 5.2 + post.popularity * 0.4
  const ratings = members.slice(0, raters).map((member) => ({
    member,
    rating: Math.max(1, Math.min(10, Math.round(mean + (random() - 0.5) * 4))),
    content: comments[between(random, 0, comments.length - 1)]!,
  }))
  const memberLikes = members.filter(() => random() < post.popularity / 13)
  const deviceLikes = Array.from(
    { length: between(random, post.popularity * 2, post.popularity * 6) },
    (_, i) => `demo-device-${post.slug}-${i + 1}`,
  )
  const earlierViews = Math.round(post.popularity ** 2 * 40 * Math.max(0, post.ageDays - HISTORY_DAYS) ** 0.6)
  return { ratings, memberLikes, deviceLikes, days: dailyViews(post, random), earlierViews }
}
