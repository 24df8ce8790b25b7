import { between, rng, shuffled } from './random.ts'
import type { DemoPost } from './types.ts'

/**
 * Who rated and liked what, and how views spread over the last month. Derived from each post's
 * popularity and trend, with a seeded generator, so the numbers look lived-in and stay the same.
 * The posts' counters are then summed from these rows in SQL, so they always agree.
 */
const memberNames = [
  'Nguyễn Thảo Vy',
  'Trần Minh Quân',
  'Lê Hoàng Yến',
  'Phạm Gia Bảo',
  'Hoàng Ngọc Ánh',
  'Vũ Đức Thịnh',
  'Đặng Thu Hằng',
  'Bùi Quốc Khánh',
  'Đỗ Mai Chi',
  'Ngô Tuấn Kiệt',
  'Dương Bích Ngọc',
  'Lý Hải Đăng',
  'Hồ Thanh Tâm',
  'Trịnh Khánh Huyền',
  'Mai Anh Khoa',
  'Tô Diệu Linh',
  'Lâm Quang Huy',
  'Phan Nhã Uyên',
  'Cao Minh Nhật',
  'Kiều Phương Anh',
  'Alex Morgan',
  'Sofia Rossi',
  'Yuki Tanaka',
  'Daniel Kim',
]

/** Demo members never sign in: a hash that is not scrypt's `scrypt$…` form matches no password. */
export const demoMembers = () =>
  memberNames.map((name, i) => ({
    name,
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
