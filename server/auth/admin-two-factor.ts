import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { keptSetting } from '../db/kept-setting.ts'
import { members } from '../db/schema.ts'

/*
 * Whether admins must use two-factor sign-in (a site setting, off until an admin turns it on). Every
 * admin call asks: the answer is kept a few seconds (db/kept-setting.ts).
 */

const required = keptSetting(
  'admin-two-factor',
  (stored) => (stored as { required?: boolean } | undefined)?.required === true,
)

export const adminTwoFactorRequired = (db: Db, options?: { fresh?: boolean }) => required.get(db, options)

export const setAdminTwoFactorRequired = (db: Db, on: boolean) => required.set(db, on, { required: on })

/** Whether a member has two-factor sign-in on. */
export async function hasTwoFactor(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db.select({ on: members.totpEnabledAt }).from(members).where(eq(members.id, memberId))
  return Boolean(row?.on)
}

export const twoFactorMessages = {
  adminNeedsTwoFactor: {
    vi: 'Quản trị viên phải bật xác thực hai lớp. Hãy bật nó trong trang Bảo mật của tài khoản.',
    en: "Two-factor sign-in is required for admins. Turn it on in your account's Security page.",
  },
  ownFirst: {
    vi: 'Hãy bật xác thực hai lớp cho tài khoản của bạn trước.',
    en: 'Turn on two-factor sign-in for your own account first.',
  },
  stillRequired: {
    vi: 'Trang web yêu cầu quản trị viên dùng xác thực hai lớp: không thể tắt.',
    en: 'This site requires two-factor sign-in for admins: it cannot be turned off.',
  },
  wrongCode: { vi: 'Mã không đúng.', en: 'The code is incorrect' },
  stepGone: {
    vi: 'Lần đăng nhập này đã hết hạn, vui lòng bắt đầu lại.',
    en: 'This sign-in has expired, please start again',
  },
  alreadyOn: { vi: 'Xác thực hai lớp đã được bật.', en: 'Two-factor sign-in is already on.' },
  notOn: { vi: 'Xác thực hai lớp chưa được bật.', en: 'Two-factor sign-in is not on.' },
  notStarted: {
    vi: 'Hãy bắt đầu lại việc thiết lập ứng dụng xác thực.',
    en: 'Start setting up the authenticator app again.',
  },
  proofNeeded: {
    vi: 'Nhập mật khẩu hoặc một mã xác thực.',
    en: 'Enter your password or a code.',
  },
  wrongPassword: { vi: 'Mật khẩu hiện tại không đúng.', en: 'Current password is incorrect' },
  passkeyRefused: {
    vi: 'Không dùng được khóa truy cập này. Vui lòng thử lại.',
    en: 'This passkey could not be used. Please try again.',
  },
  passkeyGone: { vi: 'Không tìm thấy khóa truy cập.', en: 'Passkey not found.' },
  tooManyPasskeys: {
    vi: 'Bạn đã có quá nhiều khóa truy cập: hãy xóa bớt một khóa.',
    en: 'You have too many passkeys: remove one first.',
  },
}
