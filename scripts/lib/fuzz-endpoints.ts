import { listSorts, searchSorts } from '../../src/contract/sorts.ts'
import { actionBody, authBody, type Body, commentBody, junkBody, resetBody } from './fuzz-bodies.ts'
import { posttypes, type Seeds } from './fuzz-seeds.ts'
import { queryString, type Random, randomText, segment } from './fuzz-values.ts'

export interface Endpoint {
  name: string
  method: 'GET' | 'POST'
  path: (r: Random, s: Seeds) => string
  body?: (r: Random, s: Seeds) => Body
}

const type = (r: Random) => segment(r, posttypes)
const page = (r: Random) => segment(r, ['1', '2', '50', '1000', '1001'])
const api = (r: Random) =>
  `/${r.clean || r.chance(0.95) ? r.pick(['vi', 'en']) : segment(r, ['VI', 'fr', 'vi-VN'])}/api/v1`

/** A chapter's (or an episode's) comments. */
const comments = (r: Random, s: Seeds) =>
  `${api(r)}/posts/comments/${type(r)}/${segment(r, s.ids)}/${segment(r, s.chapters)}/`

/** Every call of the API contract (docs/api.md), plus media and the operators' doors (health, readiness, metrics). */
export const endpoints: Endpoint[] = [
  { name: 'home index', method: 'GET', path: (r) => `${api(r)}/home/index/${queryString(r, {})}` },
  {
    name: 'home section',
    method: 'GET',
    path: (r) =>
      `${api(r)}/home/${segment(r, [...posttypes, 'search'])}/${queryString(r, { filter: ['category__1', 'category__abc', 'category__99999999999'] })}`,
  },
  {
    name: 'detail',
    method: 'GET',
    path: (r, s) => `${api(r)}/posts/detail/${type(r)}/${segment(r, s.slugs)}/`,
  },
  {
    name: 'chapter list',
    method: 'GET',
    path: (r, s) => `${api(r)}/posts/listchapter/${type(r)}/${segment(r, s.ids)}/paged/${page(r)}/`,
  },
  {
    name: 'chapter',
    method: 'GET',
    path: (r, s) => `${api(r)}/posts/chapter/${type(r)}/${segment(r, s.ids)}/${segment(r, s.chapters)}`,
  },
  {
    name: 'related',
    method: 'GET',
    path: (r, s) =>
      `${api(r)}/posts/lists/${type(r)}/related/paged/${page(r)}/${queryString(r, { filter: s.ids.map((id) => `post_id__${id}`), sortby: listSorts })}`,
  },
  {
    name: 'list',
    method: 'GET',
    path: (r, s) => {
      const category = r.chance(0.5) ? `${segment(r, s.categories)}/` : ''
      const paged = r.chance(0.5) ? `paged/${page(r)}/` : ''
      return `${api(r)}/posts/lists/${type(r)}/${category}${paged}${queryString(r, { sortby: listSorts })}`
    },
  },
  { name: 'categories', method: 'GET', path: (r) => `${api(r)}/${type(r)}/lists/categories/` },
  {
    name: 'actor',
    method: 'GET',
    path: (r, s) =>
      `${api(r)}/posts/actor/${segment(r, s.actors)}/${r.chance(0.5) ? `paged/${page(r)}/` : ''}${queryString(r, { sortby: listSorts })}`,
  },
  {
    name: 'search',
    method: 'GET',
    path: (r) =>
      `${api(r)}/posts/search/${r.chance(0.4) ? `paged/${page(r)}/` : ''}${queryString(r, {
        q: [
          'tình yêu',
          'tinh yeu',
          'a',
          'Đ',
          '%',
          '_',
          'x'.repeat(100),
          'x'.repeat(101),
          '<script>alert(1)</script>',
          randomText(r, 20),
        ],
        filter: posttypes.map((t) => `posttype__${t}`),
        sortby: searchSorts,
      })}`,
  },
  {
    name: 'terms',
    method: 'GET',
    path: (r) =>
      `${api(r)}/terms/lists/${queryString(r, { filter: ['taxonomy__category', 'taxonomy__director', 'taxonomy__actor'] })}`,
  },
  { name: 'csrf', method: 'GET', path: (r) => `${api(r)}/auth/csrf_create/` },
  { name: 'me', method: 'GET', path: (r) => `${api(r)}/auth/me` },
  { name: 'logout', method: 'POST', path: (r) => `${api(r)}/auth/logout`, body: (r) => junkBody(r) },
  { name: 'register', method: 'POST', path: (r) => `${api(r)}/auth/register`, body: authBody },
  // A mailed link's token, as the reset call takes one (its password fields are ignored).
  {
    name: 'register-confirm',
    method: 'POST',
    path: (r) => `${api(r)}/auth/register/confirm`,
    body: resetBody,
  },
  { name: 'login', method: 'POST', path: (r) => `${api(r)}/auth/login`, body: authBody },
  { name: 'forgot', method: 'POST', path: (r) => `${api(r)}/auth/password/forgot`, body: authBody },
  { name: 'reset', method: 'POST', path: (r) => `${api(r)}/auth/password/reset`, body: resetBody },
  {
    name: 'views',
    method: 'POST',
    path: (r, s) => `${api(r)}/posts/action/views/${type(r)}/${segment(r, s.ids)}/`,
    body: actionBody,
  },
  {
    name: 'rating',
    method: 'POST',
    path: (r, s) => `${api(r)}/posts/action/rating/${type(r)}/${segment(r, s.ids)}/`,
    body: actionBody,
  },
  {
    name: 'like',
    method: 'POST',
    path: (r, s) => `${api(r)}/posts/action/like/${type(r)}/${segment(r, s.ids)}`,
    body: actionBody,
  },
  {
    name: 'comments',
    method: 'GET',
    path: (r, s) => `${comments(r, s)}${queryString(r, { page: ['1', '2', '1000', '0', '1e3'] })}`,
  },
  { name: 'comment write', method: 'POST', path: comments, body: commentBody },
  {
    name: 'comment like',
    method: 'POST',
    path: (r) => `${api(r)}/comments/${segment(r, ['1', '2', '3', '99999999999'])}/like/`,
    body: actionBody,
  },
  {
    name: 'comment report',
    method: 'POST',
    path: (r) => `${api(r)}/comments/${segment(r, ['1', '2', '3'])}/report/`,
    body: actionBody,
  },
  {
    name: 'media',
    method: 'GET',
    path: (r, s) => {
      const path = r.chance(0.6) ? r.pick(s.mediaPaths) : segment(r, ['covers', 'films/x.m3u8', '.env', '..'])
      return `/media/${path}${queryString(r, { w: ['200', '300', '400', '600', '800', '1200', '0300', '3e2', '201'] })}`
    },
  },
  { name: 'health', method: 'GET', path: () => '/healthz' },
  { name: 'ready', method: 'GET', path: () => '/readyz' },
  { name: 'metrics', method: 'GET', path: () => '/metrics' },
]
