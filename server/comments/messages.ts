import type { Localized } from '../db/schema.ts'

/** What the comments' calls refuse with, in the language of the called address. */
export const commentMessages = {
  signIn: { vi: 'Bạn cần đăng nhập để bình luận.', en: 'You need to sign in to comment.' },
  chapterNotFound: { vi: 'Không tìm thấy chương hoặc tập này.', en: 'Chapter or episode not found.' },
  commentNotFound: { vi: 'Không tìm thấy bình luận.', en: 'Comment not found.' },
  parentNotFound: {
    vi: 'Không tìm thấy bình luận được trả lời trong chương này.',
    en: 'The comment replied to is not in this chapter.',
  },
  replyToReply: {
    vi: 'Chỉ trả lời được bình luận gốc, không trả lời được một câu trả lời.',
    en: 'Replies go one level deep: reply to the comment itself, not to a reply.',
  },
  muted: {
    vi: 'Bạn đã bị quản trị viên tạm khoá bình luận.',
    en: 'An admin has muted you: you cannot comment for now.',
  },
  newMemberLinks: {
    vi: 'Tài khoản mới chưa được đăng liên kết: bạn có thể đăng liên kết sau ngày đầu tiên.',
    en: 'New accounts cannot post links: you can post links after your first day.',
  },
  ownComment: {
    vi: 'Bạn không thể báo cáo bình luận của chính mình.',
    en: 'You cannot report your own comment.',
  },
} satisfies Record<string, Localized>

/** A comment holding one of the admins' refused words: which one, so the writer can take it out. */
export const refusedWord = (word: string): Localized => ({
  vi: `Bình luận có từ không được phép: “${word}”. Hãy bỏ từ đó rồi gửi lại.`,
  en: `The comment holds a word that is not allowed: “${word}”. Take it out and send it again.`,
})
