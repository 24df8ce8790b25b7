import type { Posttype } from '../../src/contract/posttypes.ts'
import type { DemoCategory } from './types.ts'

const c = (slug: string, vi: string, en: string): DemoCategory => ({ slug, name: { vi, en } })

/** The categories of each post type; slugs are unique within a type, so 'hanh-dong' exists in several. */
export const demoCategories: Record<Posttype, DemoCategory[]> = {
  movie: [
    c('hanh-dong', 'Hành động', 'Action'),
    c('tinh-cam', 'Tình cảm', 'Romance'),
    c('hai-huoc', 'Hài hước', 'Comedy'),
    c('kinh-di', 'Kinh dị', 'Horror'),
    c('vien-tuong', 'Viễn tưởng', 'Sci-fi'),
    c('tai-lieu', 'Tài liệu', 'Documentary'),
    c('gia-dinh', 'Gia đình', 'Family'),
    c('tam-ly', 'Tâm lý', 'Drama'),
  ],
  comic: [
    c('hanh-dong', 'Hành động', 'Action'),
    c('tinh-cam', 'Tình cảm', 'Romance'),
    c('hai-huoc', 'Hài hước', 'Comedy'),
    c('phieu-luu', 'Phiêu lưu', 'Adventure'),
    c('ky-ao', 'Kỳ ảo', 'Fantasy'),
    c('hoc-duong', 'Học đường', 'School life'),
    c('trinh-tham', 'Trinh thám', 'Mystery'),
  ],
  novel: [
    c('tinh-cam', 'Tình cảm', 'Romance'),
    c('trinh-tham', 'Trinh thám', 'Mystery'),
    c('kiem-hiep', 'Kiếm hiệp', 'Martial arts'),
    c('vien-tuong', 'Viễn tưởng', 'Sci-fi'),
    c('lich-su', 'Lịch sử', 'Historical'),
    c('doi-thuong', 'Đời thường', 'Slice of life'),
    c('ky-ao', 'Kỳ ảo', 'Fantasy'),
    // The public-domain works (classics.ts), so a reader finds them together.
    c('co-dien', 'Cổ điển', 'Classics'),
  ],
  game: [
    c('hanh-dong', 'Hành động', 'Action'),
    c('giai-do', 'Giải đố', 'Puzzle'),
    c('dua-xe', 'Đua xe', 'Racing'),
    c('chien-thuat', 'Chiến thuật', 'Strategy'),
    c('the-thao', 'Thể thao', 'Sports'),
    c('phieu-luu', 'Phiêu lưu', 'Adventure'),
  ],
}
