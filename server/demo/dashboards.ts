import type { Posttype } from '../../src/contract/posttypes.ts'
import type { Sort } from '../../src/contract/sorts.ts'
import type { DashboardPage, Localized, PostSource, StoredModule } from '../db/schema.ts'
import { bannerPath, mobileBannerPath, sectionPath } from './art.ts'
import type { DemoPost } from './types.ts'

/**
 * The modules of each dashboard, in order. Every module type appears somewhere, so the app's
 * renderers all have something to show; lists name a source and are filled when served.
 */
const l = (vi: string, en: string): Localized => ({ vi, en })

const sectionUrls: Record<Posttype, string> = {
  movie: '/movies',
  comic: '/comics',
  novel: '/novels',
  game: '/games',
}
const sectionLabels: Record<Posttype, Localized> = {
  movie: l('Phim', 'Films'),
  comic: l('Truyện tranh', 'Comics'),
  novel: l('Truyện chữ', 'Novels'),
  game: l('Trò chơi', 'Games'),
}
const allTypes: Posttype[] = ['movie', 'comic', 'novel', 'game']

const source = (posttype: Posttype, sortby: Sort, limit = 12, category?: string): PostSource =>
  category ? { posttype, sortby, category, limit } : { posttype, sortby, limit }

type ListModule = Extract<StoredModule, { source: PostSource }>
type Banner = Extract<StoredModule, { type: 'slider' }>['items'][number]

const viewMore = (posttype: Posttype, sortby: Sort): StoredModule['button'] => ({
  type: 'list',
  label: l('Xem thêm', 'View more'),
  data: { api: `/posts/lists/${posttype}/`, posttype, sortby },
})

/** A list module of one source, with its view-more button. */
function list(
  type: 'itemshorizontal' | 'itemslider' | 'itemslist' | 'itemgrid',
  name: string,
  label: Localized,
  src: PostSource,
  extra: Partial<ListModule> = {},
): ListModule {
  return {
    type,
    name,
    label,
    posttype: src.posttype,
    source: src,
    button: viewMore(src.posttype, src.sortby),
    ...extra,
  }
}

function slider(name: string, posts: DemoPost[], slugs: string[], outside?: Banner) {
  const items: Banner[] = slugs.map((slug) => {
    const post = posts.find((p) => p.slug === slug)
    if (!post) throw new Error(`Demo dashboard names an unknown post: ${slug}`)
    return {
      title: post.title,
      description: post.description,
      image: bannerPath(slug),
      image_mobile: mobileBannerPath(slug),
      slug: `/${post.posttype}/${slug}/`,
    }
  })
  return { type: 'slider', name, items: outside ? [...items, outside] : items } satisfies StoredModule
}

const typeTabs = (name: string): StoredModule => ({
  type: 'type_tabs',
  name,
  items: allTypes.map((posttype) => ({
    posttype,
    label: sectionLabels[posttype],
    url: sectionUrls[posttype],
  })),
})

const trendTabs = (posttype: Posttype, name: string, label: Localized): StoredModule => ({
  type: 'itemstab',
  name,
  label,
  posttype,
  tabs: [
    { label: l('Hôm nay', 'Today'), slug: 'today', source: source(posttype, 'views_day__desc', 10) },
    { label: l('Tuần này', 'This week'), slug: 'week', source: source(posttype, 'views_week__desc', 10) },
    { label: l('Yêu thích', 'Most liked'), slug: 'liked', source: source(posttype, 'like_count__desc', 10) },
    { label: l('Điểm cao', 'Top rated'), slug: 'rated', source: source(posttype, 'rating_bayes__desc', 10) },
  ],
})

const space = (name: string, height: number): StoredModule => ({ type: 'space', name, height })
const label = (name: string, text: Localized): StoredModule => ({ type: 'blocklabel', name, label: text })

export function demoDashboards(posts: DemoPost[]): Record<DashboardPage, StoredModule[]> {
  return {
    index: [
      typeTabs('home-types'),
      slider(
        'home-banner',
        posts,
        ['tinh-yeu-o-da-lat', 'kiem-si-may-troi', 'thanh-pho-khong-ngu', 'chiec-o-mau-vang'],
        {
          title: l('Chơi ngay trên Mọt Games', 'Play now on Mọt Games'),
          description: l(
            'Hàng trăm trò chơi miễn phí, không cần cài đặt.',
            'Hundreds of free games, nothing to install.',
          ),
          image: bannerPath('hiep-si-banh-chung'),
          image_mobile: mobileBannerPath('hiep-si-banh-chung'),
          slug: '/games',
        },
      ),
      list(
        'itemshorizontal',
        'home-trending-movies',
        l('Phim hot hôm nay', 'Trending films today'),
        source('movie', 'views_day__desc'),
      ),
      list(
        'itemslider',
        'home-new-comics',
        l('Truyện tranh mới cập nhật', 'Freshly updated comics'),
        source('comic', 'updated_at__desc'),
      ),
      {
        type: 'posttype_slider',
        name: 'home-sections',
        label: l('Khám phá', 'Explore'),
        items: allTypes.map((posttype) => ({
          posttype,
          label: sectionLabels[posttype],
          image: sectionPath(posttype),
          url: sectionUrls[posttype],
        })),
      },
      trendTabs('movie', 'home-movie-tabs', l('Bảng xếp hạng phim', 'Film charts')),
      label('home-novels-label', l('Truyện chữ được yêu thích', 'Best-loved novels')),
      list(
        'itemslist',
        'home-top-novels',
        l('Truyện chữ điểm cao', 'Top-rated novels'),
        source('novel', 'rating_bayes__desc', 6),
      ),
      space('home-space', 16),
      list(
        'itemgrid',
        'home-games',
        l('Trò chơi được thích nhất', 'Most-liked games'),
        source('game', 'like_count__desc', 8),
      ),
    ],
    movie: [
      slider('movie-banner', posts, [
        'thanh-pho-khong-ngu',
        'hanh-tinh-xanh-lam',
        'vo-si-cuoi-cung',
        'mat-bao',
      ]),
      list(
        'itemshorizontal',
        'movie-trending',
        l('Đang thịnh hành', 'Trending now'),
        source('movie', 'views_day__desc'),
        { filterKey: 'category' },
      ),
      list(
        'itemshorizontal',
        'movie-action',
        l('Phim hành động', 'Action films'),
        source('movie', 'views_week__desc', 12, 'hanh-dong'),
      ),
      trendTabs('movie', 'movie-tabs', l('Bảng xếp hạng', 'Charts')),
      list('itemgrid', 'movie-new', l('Phim mới', 'New films'), source('movie', 'created_at__desc'), {
        filterKey: 'category',
      }),
      space('movie-space', 24),
      list(
        'itemslist',
        'movie-top-rated',
        l('Điểm cao nhất', 'Top rated'),
        source('movie', 'rating_bayes__desc', 6),
      ),
    ],
    comic: [
      slider('comic-banner', posts, ['kiem-si-may-troi', 'robot-ban-banh-mi', 'cau-be-rong-lua']),
      list(
        'itemslider',
        'comic-trending',
        l('Truyện hot hôm nay', 'Hot today'),
        source('comic', 'views_day__desc'),
        { filterKey: 'category' },
      ),
      trendTabs('comic', 'comic-tabs', l('Bảng xếp hạng truyện tranh', 'Comic charts')),
      label('comic-label', l('Mới cập nhật', 'Just updated')),
      list(
        'itemgrid',
        'comic-updated',
        l('Chương mới', 'New chapters'),
        source('comic', 'updated_at__desc'),
        { filterKey: 'category' },
      ),
      list(
        'itemslist',
        'comic-liked',
        l('Được thích nhất', 'Most liked'),
        source('comic', 'like_count__desc', 6),
      ),
    ],
    novel: [
      slider('novel-banner', posts, ['chiec-o-mau-vang', 'bi-an-can-phong-so-7', 'ngoi-sao-thu-chin']),
      list(
        'itemshorizontal',
        'novel-trending',
        l('Truyện chữ thịnh hành', 'Trending novels'),
        source('novel', 'views_day__desc'),
        { filterKey: 'category' },
      ),
      list(
        'itemslider',
        'novel-romance',
        l('Truyện tình cảm', 'Romance'),
        source('novel', 'like_count__desc', 12, 'tinh-cam'),
      ),
      space('novel-space', 16),
      list('itemslist', 'novel-new', l('Truyện mới', 'New novels'), source('novel', 'created_at__desc', 8), {
        filterKey: 'category',
      }),
    ],
    game: [
      slider('game-banner', posts, ['hiep-si-banh-chung', 'dua-thuyen-rong', 'meo-nhay-may']),
      list(
        'itemgrid',
        'game-trending',
        l('Trò chơi hot', 'Hot games'),
        source('game', 'views_day__desc', 8),
        { filterKey: 'category' },
      ),
      list(
        'itemshorizontal',
        'game-puzzle',
        l('Giải đố', 'Puzzles'),
        source('game', 'like_count__desc', 12, 'giai-do'),
      ),
      space('game-space', 16),
      list('itemslist', 'game-new', l('Trò chơi mới', 'New games'), source('game', 'created_at__desc', 8)),
    ],
    search: [
      label('search-label', l('Mọi người đang xem', 'What people are watching')),
      list(
        'itemshorizontal',
        'search-movies',
        l('Phim xem nhiều', 'Most-watched films'),
        source('movie', 'views_week__desc'),
      ),
      list(
        'itemgrid',
        'search-comics',
        l('Truyện tranh xem nhiều', 'Most-read comics'),
        source('comic', 'views_week__desc', 6),
      ),
      list(
        'itemslist',
        'search-novels',
        l('Truyện chữ xem nhiều', 'Most-read novels'),
        source('novel', 'views_week__desc', 6),
      ),
    ],
  }
}
