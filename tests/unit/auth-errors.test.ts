import { beforeAll, describe, expect, it } from 'vitest'
import { authFailureMessage, registrationFailed } from '../../src/features/auth/auth-errors.ts'
import { ApiError } from '../../src/shared/api/api-error.ts'
import { activateLanguage } from '../../src/shared/i18n/activate.ts'

const refused = (message: string) =>
  authFailureMessage(new ApiError(message, 'http', 400), registrationFailed)

describe("the register form's server messages, in the reader's language", () => {
  beforeAll(() => activateLanguage('vi'))

  it.each([
    ['Name must not contain control characters', 'Tên không được chứa ký tự điều khiển'],
    ['Name must not contain invisible characters', 'Tên không được chứa ký tự vô hình'],
    ['Name must not contain text direction characters', 'Tên không được chứa ký tự đổi chiều văn bản'],
    ['Name must not contain invalid characters', 'Tên không được chứa ký tự không hợp lệ'],
    ['Name must have at most 50 characters', 'Tên chỉ được có tối đa 50 ký tự'],
    ['Password must not contain invalid characters', 'Mật khẩu không được chứa ký tự không hợp lệ'],
    ['Password must have at most 128 characters', 'Mật khẩu chỉ được có tối đa 128 ký tự'],
  ])('shows %j in Vietnamese', (message, shown) => {
    expect(refused(message)).toBe(shown)
  })

  it('shows a message it does not know as the server wrote it', () => {
    expect(refused('Something new')).toBe('Something new')
  })
})
