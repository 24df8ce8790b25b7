import type { Language } from '../../contract/languages.ts'

export interface TermsSection {
  heading: string
  paragraphs: string[]
}

/**
 * The terms a member agrees to when registering (the register form links here). Long prose per
 * language, like the stories, rather than sentence by sentence in the interface catalogue.
 */
export const termsOfUse: Record<Language, TermsSection[]> = {
  vi: [
    {
      heading: '1. Về Mọt',
      paragraphs: [
        'Mọt là nơi xem phim, đọc truyện tranh, truyện chữ và tìm trò chơi trực tuyến. Khi dùng Mọt, bạn đồng ý với các điều khoản dưới đây. Nếu không đồng ý, xin đừng tạo tài khoản.',
      ],
    },
    {
      heading: '2. Tài khoản',
      paragraphs: [
        'Mỗi người một tài khoản, với tên và email thật của mình. Bạn giữ kín mật khẩu và chịu trách nhiệm về những gì làm bằng tài khoản của mình.',
        'Mật khẩu được lưu dưới dạng đã băm, không ai ở Mọt đọc được. Đăng xuất sẽ huỷ phiên đăng nhập trên thiết bị đó.',
      ],
    },
    {
      heading: '3. Nội dung',
      paragraphs: [
        'Phim, truyện và hình ảnh trên Mọt thuộc về tác giả và người giữ bản quyền. Bạn được xem và đọc cho riêng mình; không sao chép, bán lại hay đăng lại ở nơi khác.',
        'Chương và tập đã tải xuống chỉ nằm trên thiết bị của bạn, để đọc và xem khi không có mạng. Chúng có thể bị xoá khi nội dung không còn trên Mọt.',
      ],
    },
    {
      heading: '4. Thích, đánh giá và chia sẻ',
      paragraphs: [
        'Lượt thích và điểm đánh giá phải là ý kiến thật của bạn. Không dùng công cụ tự động để thích, đánh giá hay tăng lượt xem; những lượt như vậy có thể bị xoá và tài khoản có thể bị khoá.',
      ],
    },
    {
      heading: '5. Trò chơi và trang khác',
      paragraphs: [
        'Trò chơi và một số liên kết mở trang của bên khác. Các trang đó có điều khoản riêng; Mọt không chịu trách nhiệm về chúng.',
      ],
    },
    {
      heading: '6. Dữ liệu của bạn',
      paragraphs: [
        'Mọt lưu tên, email, mật khẩu đã băm, lượt thích và điểm đánh giá của bạn. Lịch sử xem, truyện đã lưu và cài đặt đọc nằm trên thiết bị của bạn. Mọt không bán dữ liệu của bạn cho ai.',
      ],
    },
    {
      heading: '7. Thay đổi',
      paragraphs: [
        'Điều khoản có thể được cập nhật. Khi có thay đổi quan trọng, Mọt sẽ báo trên trang; tiếp tục dùng Mọt nghĩa là bạn đồng ý với bản mới.',
      ],
    },
  ],
  en: [
    {
      heading: '1. About Mọt',
      paragraphs: [
        'Mọt is a place to watch films, read comics and novels, and find online games. By using Mọt you agree to the terms below. If you do not agree, please do not create an account.',
      ],
    },
    {
      heading: '2. Your account',
      paragraphs: [
        'One account per person, under your own name and email. Keep your password to yourself: you are responsible for what is done with your account.',
        'Passwords are stored hashed, so no one at Mọt can read them. Signing out ends the session on that device.',
      ],
    },
    {
      heading: '3. Content',
      paragraphs: [
        'The films, stories and pictures on Mọt belong to their authors and rights holders. You may watch and read them for yourself; do not copy, resell or publish them elsewhere.',
        'Downloaded chapters and episodes stay on your device, to read and watch without a network. They may be removed when the content leaves Mọt.',
      ],
    },
    {
      heading: '4. Likes, ratings and sharing',
      paragraphs: [
        'Likes and ratings must be your own opinion. Do not use automated tools to like, rate or add views; such likes may be removed and the account closed.',
      ],
    },
    {
      heading: '5. Games and other sites',
      paragraphs: [
        'Games and some links open sites run by others. Those sites have their own terms; Mọt is not responsible for them.',
      ],
    },
    {
      heading: '6. Your data',
      paragraphs: [
        'Mọt keeps your name, email, hashed password, likes and ratings. Your viewing history, saved stories and reading settings stay on your device. Mọt does not sell your data to anyone.',
      ],
    },
    {
      heading: '7. Changes',
      paragraphs: [
        'These terms may be updated. Important changes are announced on the site; using Mọt afterwards means you accept the new version.',
      ],
    },
  ],
}
