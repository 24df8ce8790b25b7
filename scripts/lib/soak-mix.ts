/** The soak test's traffic: what readers mostly do (browse, search), with likes and views mixed in. */
export interface MixSeeds {
  posts: { id: number; slug: string; posttype: string; title: string; chapters: number }[]
  categories: { posttype: string; slug: string }[]
  csrf: string
  deviceId: string
}

export interface MixRequest {
  method: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
  body?: string
}

const posttypes = ['movie', 'comic', 'novel', 'game']
const sorts = ['views_day__desc', 'created_at__desc', 'like_count__desc', 'rating_total__desc']
const words = ['tình yêu', 'tinh yeu', 'rồng', 'biển', 'đêm', 'mèo', 'the', 'a', 'ngôi sao', 'phép thuật']

/** One of many visitors' addresses (a documentation range), so per-address limits see a crowd. */
const visitorAddress = () => `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!
const api = () => `/${Math.random() < 0.8 ? 'vi' : 'en'}/api/v1`

/** Weighted: about 70% public GETs, 15% searches, 10% views, 5% likes. */
export function nextRequest(seeds: MixSeeds): MixRequest {
  const roll = Math.random()
  const post = pick(seeds.posts)
  if (roll < 0.7) return { method: 'GET', path: api() + publicPath(seeds, post) }
  if (roll < 0.85) {
    const q = Math.random() < 0.7 ? post.title.split(/\s+/).slice(0, 2).join(' ') : pick(words)
    const filter = Math.random() < 0.3 ? `&filter=posttype__${pick(posttypes)}` : ''
    return { method: 'GET', path: `${api()}/posts/search/?q=${encodeURIComponent(q)}${filter}` }
  }
  // Writes come from many visitors (believed when the server trusts the proxy on this machine).
  const headers = { 'x-device-id': seeds.deviceId, 'x-forwarded-for': visitorAddress() }
  if (roll < 0.95) {
    return {
      method: 'POST',
      path: `${api()}/posts/action/views/${post.posttype}/${post.id}/`,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: `csrf_token=${encodeURIComponent(seeds.csrf)}`,
    }
  }
  const boundary = 'soak-boundary-7MA4YWxk'
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
  return {
    method: 'POST',
    path: `${api()}/posts/action/like/${post.posttype}/${post.id}`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: `${field('like', pick(['1', '2']))}${field('csrf_token', seeds.csrf)}--${boundary}--\r\n`,
  }
}

function publicPath(seeds: MixSeeds, post: MixSeeds['posts'][number]): string {
  const page = 1 + Math.floor(Math.random() * 3)
  switch (Math.floor(Math.random() * 8)) {
    case 0:
      return '/home/index/'
    case 1:
      return `/home/${pick(posttypes)}/`
    case 2:
      return `/posts/detail/${post.posttype}/${post.slug}/`
    case 3:
      return `/posts/lists/${pick(posttypes)}/${page > 1 ? `paged/${page}/` : ''}?sortby=${pick(sorts)}`
    case 4: {
      const category = pick(seeds.categories)
      return `/posts/lists/${category.posttype}/${category.slug}/`
    }
    case 5:
      return `/posts/listchapter/${post.posttype}/${post.id}/paged/1/`
    case 6: {
      // Games have no chapters: read a chapter of a post that has some.
      const story = post.chapters > 0 ? post : pick(seeds.posts.filter((p) => p.chapters > 0))
      return `/posts/chapter/${story.posttype}/${story.id}/${1 + Math.floor(Math.random() * story.chapters)}`
    }
    default:
      return `/${pick(posttypes)}/lists/categories/`
  }
}

/** Real posts and categories from the server, and an anti-forgery token for likes and views. */
export async function collectMixSeeds(base: string): Promise<MixSeeds> {
  const get = async <T>(path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}/vi/api/v1${path}`, { headers })
    return ((await res.json()) as { data: T }).data
  }
  type Card = { id: number; slug: string; posttype: string; title: string; episode_total: number }
  const posts: MixSeeds['posts'] = []
  const categories: MixSeeds['categories'] = []
  for (const posttype of posttypes) {
    for (const card of await get<Card[]>(`/posts/lists/${posttype}/`)) {
      posts.push({ ...card, posttype, chapters: card.episode_total })
    }
    for (const c of await get<{ slug: string }[]>(`/${posttype}/lists/categories/`)) {
      categories.push({ posttype, slug: c.slug })
    }
  }
  const deviceId = 'soak-device-0001'
  const { csrf_token } = await get<{ csrf_token: string }>('/auth/csrf_create/', { 'x-device-id': deviceId })
  return { posts, categories, csrf: csrf_token, deviceId }
}
