import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { readUserAgent } from '../../server/account/user-agent.ts'
import {
  newPasswordBody,
  newPasswordEntries,
  withMatchingPasswords,
} from '../../src/contract/schemas/requests.ts'
import { passwordForm, profileForm } from '../../src/features/account/forms.ts'

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? {} : v.flatten(result.issues).nested
}

describe('the new-password rule (spec §5), shared by the password change and the reset', () => {
  it('takes 6 to 32 characters, the same twice', () => {
    expect(v.safeParse(newPasswordBody, { password: 'abcdef', confirm_password: 'abcdef' }).success).toBe(
      true,
    )
    expect(messages(newPasswordBody, { password: 'abc', confirm_password: 'abc' })).toEqual({
      password: ['Password must have at least 6 characters'],
    })
    expect(messages(newPasswordBody, { password: 'p'.repeat(33), confirm_password: 'p'.repeat(33) })).toEqual(
      {
        password: ['Password must have at most 32 characters'],
      },
    )
    expect(messages(newPasswordBody, { password: 'abcdef', confirm_password: 'abcdeg' })).toEqual({
      confirm_password: ['Passwords do not match'],
    })
  })

  it('spreads into another form, which keeps its own fields', () => {
    const reset = withMatchingPasswords(v.object({ token: v.string(), ...newPasswordEntries }))
    expect(v.safeParse(reset, { token: 't', password: 'abcdef', confirm_password: 'abcdef' }).success).toBe(
      true,
    )
    expect(messages(reset, { token: 't', password: 'abcdef', confirm_password: 'x' })).toEqual({
      confirm_password: ['Passwords do not match'],
    })
  })

  it('says both what is short and what does not match at once, as a form shows them', () => {
    expect(
      messages(passwordForm, { current_password: 'x', password: '123', confirm_password: '124' }),
    ).toEqual({
      password: ['Password must have at least 6 characters'],
      confirm_password: ['Passwords do not match'],
    })
  })
})

describe('the profile form', () => {
  it('names each field that breaks its rule', () => {
    expect(
      messages(profileForm, { name: 'Mọt', full_name: 'a\nb', username: 'a b', about: 'x'.repeat(501) }),
    ).toEqual({
      full_name: ['Full name must not contain control characters'],
      username: ['Username must be 3 to 30 letters, digits, dots or underscores'],
      about: ['About me must have at most 500 characters'],
    })
    expect(
      v.safeParse(profileForm, { name: 'Mọt', full_name: '', username: '', about: 'a\nb' }).success,
    ).toBe(true)
  })
})

describe('a session’s device, read from its User-Agent', () => {
  it('names the browser and the system, most specific first', () => {
    expect(
      readUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      ),
    ).toEqual({ browser: 'Edge 131', system: 'Windows', mobile: false })
    expect(
      readUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari 17', system: 'iPhone', mobile: true })
    expect(readUserAgent(null)).toEqual({ browser: null, system: null, mobile: false })
    expect(readUserAgent('curl/8.5.0')).toEqual({ browser: null, system: null, mobile: false })
  })
})
