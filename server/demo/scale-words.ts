import { novelText } from './novel-text.ts'
import { moreNovelText } from './novel-text-more.ts'

/**
 * Title parts for the scale catalogue, each Vietnamese word with its English one at the same
 * place: a head, a link and a place or thing, then sometimes a sequel mark. 20 × 5 × 20 × 10
 * combinations, so titles repeat now and then, as they do in a real catalogue.
 */
export const heads = [
  ['Bí mật', 'The Secret'],
  ['Hành trình', 'The Journey'],
  ['Truyền thuyết', 'The Legend'],
  ['Giấc mơ', 'The Dream'],
  ['Mùa hoa', 'The Blossom Season'],
  ['Người lữ khách', 'The Traveller'],
  ['Tiếng gọi', 'The Call'],
  ['Bóng hình', 'The Shadow'],
  ['Ký ức', 'Memories'],
  ['Thành phố', 'The City'],
  ['Vương quốc', 'The Kingdom'],
  ['Lời hứa', 'The Promise'],
  ['Chuyến tàu', 'The Train'],
  ['Bản tình ca', 'The Love Song'],
  ['Cô gái', 'The Girl'],
  ['Chàng kiếm sĩ', 'The Swordsman'],
  ['Ngọn lửa', 'The Flame'],
  ['Đêm trắng', 'The White Night'],
  ['Con đường', 'The Road'],
  ['Ánh sáng', 'The Light'],
] as const

export const links = [
  ['của', 'of'],
  ['ở', 'in'],
  ['trên', 'over'],
  ['dưới', 'beneath'],
  ['giữa', 'amid'],
] as const

export const places = [
  ['Đà Lạt', 'Da Lat'],
  ['sông Hồng', 'the Red River'],
  ['biển đêm', 'the Night Sea'],
  ['phố cổ', 'the Old Quarter'],
  ['núi rừng Tây Bắc', 'the Northwest Mountains'],
  ['mùa thu', 'Autumn'],
  ['Hà Nội', 'Hanoi'],
  ['Sài Gòn', 'Saigon'],
  ['kinh thành Huế', 'the Hue Citadel'],
  ['bầu trời', 'the Sky'],
  ['ngày mai', 'Tomorrow'],
  ['quá khứ', 'the Past'],
  ['những vì sao', 'the Stars'],
  ['đồng lúa', 'the Rice Fields'],
  ['cao nguyên', 'the Highlands'],
  ['Hội An', 'Hoi An'],
  ['vịnh Hạ Long', 'Ha Long Bay'],
  ['tuổi trẻ', 'Youth'],
  ['mặt trăng', 'the Moon'],
  ['gió bấc', 'the North Wind'],
] as const

export const sequels = [
  ['', ''],
  ['', ''],
  ['', ''],
  ['', ''],
  [' 2', ' 2'],
  [' 3', ' 3'],
  [': Khởi đầu', ': The Beginning'],
  [': Hồi kết', ': The End'],
  [': Chương mới', ': A New Chapter'],
  [' – Ngoại truyện', ' – Side Story'],
] as const

export const taglines = [
  ['một hành trình không thể nào quên.', 'a journey you will never forget.'],
  [
    'câu chuyện về tình bạn, lòng dũng cảm và những lựa chọn khó khăn.',
    'a story of friendship, courage and hard choices.',
  ],
  ['nơi mọi bí mật đều có cái giá của nó.', 'where every secret has its price.'],
  ['tiếng cười, nước mắt và một cái kết bất ngờ.', 'laughter, tears and a surprising ending.'],
  ['được độc giả và khán giả yêu thích suốt nhiều năm.', 'loved by readers and viewers for years.'],
  ['một thế giới rộng lớn đang chờ bạn khám phá.', 'a vast world waiting to be explored.'],
  ['khi quá khứ gõ cửa hiện tại.', 'when the past comes knocking on the present.'],
  ['nhẹ nhàng, ấm áp và đầy cảm xúc.', 'gentle, warm and full of feeling.'],
] as const

export const authors = [
  'Nguyễn Hải Đăng',
  'Trần Bảo Châu',
  'Lê Minh Thư',
  'Phạm Tuệ Anh',
  'Vũ Đức Trí',
  'Hà Phương Nam',
  'Đinh Khánh Vy',
  'Tôn Thất Lãm',
  'Lam Thiên Ý',
  'Mây Studio',
]

const firstSentence = (text: string) => (/^.*?[.!?…](?=\s|$)/.exec(text)?.[0] ?? text).trim()

/** One opening line per demo chapter, both languages: the text of a scale novel chapter. */
export const openingLines = Object.values({ ...novelText, ...moreNovelText })
  .flat()
  .map((chapter) => [firstSentence(chapter.vi[0]!), firstSentence(chapter.en[0]!)] as const)
