/** The statements of the scale catalogue (see scale.ts): each builds its rows inside the database. */
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { rowsOf } from '../posts/rows.ts'
import { longestComic } from './comics.ts'
import { authors, heads, links, openingLines, places, sequels, taglines } from './scale-words.ts'
import { gamesSite } from './sites.ts'
import { COMIC_PAGE_SIZE } from './svg-comic.ts'

const textArray = (list: readonly string[]) =>
  sql`array[${sql.join(
    list.map((item) => sql`${item}`),
    sql`, `,
  )}]::text[]`
const column = (pairs: readonly (readonly [string, string])[], i: 0 | 1) => textArray(pairs.map((p) => p[i]))

/** The scale catalogue's queries run on either database (rows.ts reads both answers' shapes). */
export const rows = <T>(db: Db, query: SQL): Promise<T[]> => rowsOf<T>(db, query)

/** Posts in batches: films, comics and novels three tenths each, games one tenth. */
export async function insertPosts(
  db: Db,
  from: number,
  to: number,
  run: string,
  covers: Record<string, string[]>,
) {
  const cover = (type: string) => textArray(covers[type]?.length ? covers[type] : [`sections/${type}.svg`])
  await db.execute(sql`
    with w as (
      select ${column(heads, 0)} as hv, ${column(heads, 1)} as he, ${column(links, 0)} as lv,
        ${column(links, 1)} as le, ${column(places, 0)} as pv, ${column(places, 1)} as pe,
        ${column(sequels, 0)} as sv, ${column(sequels, 1)} as se, ${column(taglines, 0)} as tv,
        ${column(taglines, 1)} as te, ${textArray(authors)} as au, ${cover('movie')} as cm,
        ${cover('comic')} as cc, ${cover('novel')} as cn, ${cover('game')} as cg
    ), base as materialized (
      select g.n, (array['movie','movie','movie','comic','comic','comic','novel','novel','novel','game'])[1 + g.n % 10]
          as posttype,
        1 + floor(random() * 20)::int as a, 1 + floor(random() * 5)::int as b, 1 + floor(random() * 20)::int as c,
        1 + floor(random() * 10)::int as s, 1 + floor(random() * 8)::int as t, 1 + floor(random() * 10)::int as au_i,
        power(random(), 4) as pop, random() as age, random() as upd, random() as r1, random() as r2
      from generate_series(${from}::int, ${to}::int) as g(n)
    ), titled as (
      select base.*, w.*, hv[a] || ' ' || lv[b] || ' ' || pv[c] || sv[s] as vi, he[a] || ' ' || le[b] || ' ' || pe[c] || se[s] as en,
        floor(pop * 5000 * r1)::int + floor(r2 * 6)::int as rc, now() - age * interval '3650 days' as created
      from base, w
    ), slugged as (
      select titled.*, regexp_replace(mot_fold(vi), '[^a-z0-9]+', '-', 'g') || '-' || ${run}::text || '-' || n as slug,
        case posttype when 'movie' then cm[1 + n % cardinality(cm)] when 'comic' then cc[1 + n % cardinality(cc)]
          when 'novel' then cn[1 + n % cardinality(cn)] else cg[1 + n % cardinality(cg)] end as feature
      from titled
    )
    insert into posts (slug, posttype, title, description, feature, banner, release_year, author, play_url,
      like_count, views, rating_total, rating_count, created_at, updated_at)
    select slug, posttype, jsonb_build_object('vi', vi, 'en', en),
      jsonb_build_object(
        'vi', (case posttype when 'movie' then 'Phim' when 'comic' then 'Truyện tranh' when 'novel' then 'Truyện chữ'
          else 'Trò chơi' end) || ' “' || vi || '”: ' || tv[t],
        'en', (case posttype when 'movie' then 'The film' when 'comic' then 'The comic' when 'novel' then 'The novel'
          else 'The game' end) || ' “' || en || '”: ' || te[t]),
      feature, replace(feature, 'covers/', 'banners/'), 1990 + floor(r1 * 36)::int,
      case when posttype in ('comic', 'novel') then au[au_i] end,
      case when posttype = 'game' then ${gamesSite}::text || '/play/' || slug end,
      -- Even the least-seen post has had a few visitors: a long tail, not a wall of zeros.
      floor(pop * 40000 * (0.5 + r2) + r1 * 25)::int, floor(pop * 3000000 + r2 * 800)::int + 5,
      floor(rc * (5 + r2 * 5))::int, rc,
      created, created + (now() - created) * upd
    from slugged`)
}

/** One to three categories of the post's own type each. */
export async function linkCategories(db: Db, after: number) {
  await db.execute(sql`
    with cats as (
      select id, posttype, row_number() over (partition by posttype order by id) - 1 as rn,
        count(*) over (partition by posttype) as cnt
      from categories)
    insert into post_categories (post_id, category_id)
    select p.id, c.id from posts p cross join generate_series(0, p.id % 3) as k(k)
    join cats c on c.posttype = p.posttype and c.rn = (p.id * 7 + k.k * 3) % c.cnt
    where p.id > ${after}
    on conflict do nothing`)
}

/**
 * Shares exactly `total` chapters among the new films, comics and novels: uneven weights (a long
 * tail of very long series), cut by running sums so the parts add up to the total.
 */
export async function planChapters(db: Db, after: number, total: number) {
  await db.execute(sql`
    with w as (
      select id, ((case posttype when 'movie' then 0.3 when 'game' then 0 else 1.3 end)
        * (0.2 + power(random(), 3) * 5))::numeric(14, 6) as w
      from posts where id > ${after}
    ), c as (select id, w, sum(w) over (order by id) as cum, sum(w) over () as whole from w)
    update posts p set episode_total =
      case when c.whole = 0 then 0
      else (floor(${total}::numeric * c.cum / c.whole) - floor(${total}::numeric * (c.cum - c.w) / c.whole))::int end
    from c where p.id = c.id`)
}

export async function insertChapters(db: Db, from: number, to: number) {
  // The borrowed pages are the demo's, all of one size.
  const pageSize = sql`jsonb_build_object('width', ${COMIC_PAGE_SIZE.width}::int, 'height', ${COMIC_PAGE_SIZE.height}::int)`
  const pageOf = (n: number) =>
    sql`'comics/' || ${longestComic.slug}::text || '/' || lpad((1 + (g.i - 1) % ${longestComic.chapterCount})::text, 3, '0') || ${`/0${n}.svg`}::text`
  await db.execute(sql`
    insert into chapters (post_id, index, novel_index, title, source, content, page_sizes, created_at, updated_at)
    select p.id, g.i, case when p.posttype = 'novel' then g.i end,
      case when p.posttype = 'movie' then jsonb_build_object('vi', 'Tập ' || g.i, 'en', 'Episode ' || g.i)
        else jsonb_build_object('vi', 'Chương ' || g.i, 'en', 'Chapter ' || g.i) end,
      case when p.posttype = 'movie' then jsonb_build_array(
        jsonb_build_object('link', 'films/' || x.clip || '/master.m3u8', 'type', 'hls', 'label', 'HLS'),
        jsonb_build_object('link', 'films/' || x.clip || '/manifest.mpd', 'type', 'dash', 'label', 'DASH'),
        jsonb_build_object('link', 'films/' || x.clip || '/video.mp4', 'type', 'mp4', 'label', 'MP4')) end,
      case p.posttype when 'comic' then jsonb_build_object('vi', x.pages, 'en', x.pages)
        when 'novel' then jsonb_build_object('vi', '<p>' || w.ov[x.line] || '</p>', 'en', '<p>' || w.oe[x.line] || '</p>')
      end,
      case when p.posttype = 'comic' then jsonb_build_array(${pageSize}, ${pageSize}, ${pageSize}) end,
      x.at, x.at
    from posts p
    cross join generate_series(1, p.episode_total) as g(i)
    cross join (select ${column(openingLines, 0)} as ov, ${column(openingLines, 1)} as oe) as w
    cross join lateral (select (array['pulse', 'prism', 'aurora'])[1 + (p.id + g.i) % 3] as clip,
      jsonb_build_array(${pageOf(1)}, ${pageOf(2)}, ${pageOf(3)}) as pages,
      1 + (p.id + g.i) % cardinality(w.ov) as line,
      p.created_at + (p.updated_at - p.created_at) * (g.i::float8 / greatest(p.episode_total, 1)) as at) as x
    where p.id between ${from} and ${to}`)
}

/** A week of daily views for a third of the new posts, then the counters summed from them. */
export async function addViews(db: Db, after: number) {
  await db.execute(sql`
    insert into post_views_daily (post_id, day, views)
    select p.id, current_date - d.d, (1 + floor(random() * (p.views / 2000.0 + 30)))::int
    from posts p cross join generate_series(0, 7) as d(d)
    where p.id > ${after} and p.id % 3 = 0
    on conflict do nothing`)
  await db.execute(sql`
    update posts p set views = p.views + b.total, views_day = b.today, views_week = b.week
    from (
      select post_id, sum(views)::int as total,
        coalesce(sum(views) filter (where day = current_date), 0)::int as today,
        coalesce(sum(views) filter (where day > current_date - 7 and day <= current_date), 0)::int as week
      from post_views_daily where post_id > ${after} group by post_id
    ) as b
    where p.id = b.post_id`)
}
