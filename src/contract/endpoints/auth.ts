import {
  confirmRegistrationRoute,
  csrfRoute,
  forgotPasswordRoute,
  loginRoute,
  logoutRoute,
  registerRoute,
  resetPasswordRoute,
} from '../account-paths.ts'
import { csrfAnswer, okAnswer } from '../schemas/auth.ts'
import {
  confirmRegistrationBody,
  forgotPasswordBody,
  loginBody,
  registerBody,
  resetPasswordBody,
} from '../schemas/requests.ts'
import { sessionSchema } from '../schemas/session.ts'
import { loginAnswer } from '../schemas/sign-in-step.ts'
import { type BodyRule, endpoint, noStore, type Schema } from './endpoint.ts'

/** Sign-in, registering, a forgotten password and the anti-forgery token: nothing here may be kept. */
const area = 'auth'

/** The sign-in forms' JSON: whole sentences the app shows as they are. */
const signInJson = <S extends Schema>(schema: S): BodyRule<S> => ({ schema, as: 'json', errors: 'sentences' })

export const csrf = endpoint({
  name: 'csrfCreate',
  doc: { request: '(header `X-Device-Id` optional)', answer: '`{csrf_token, device_id, expires_at}`' },
  area,
  method: 'GET',
  path: csrfRoute,
  summary:
    'An anti-forgery token for every write, bound to the X-Device-Id sent (or to the address without one), for a day',
  answer: csrfAnswer,
  limit: 'csrf',
  cache: noStore,
})

export const register = endpoint({
  name: 'register',
  doc: {
    request: 'JSON `{name, email, password}`',
    answer:
      '202 `{ok: true}` whatever the email: the same status, body and time whether an account uses it or not (see *Registering* below); at most 3 a quarter of an hour per email (429 otherwise, for any email)',
  },
  area,
  method: 'POST',
  path: registerRoute,
  summary:
    'Mails a link that makes the account: 202 whatever the email, in the same time; at most 3 a quarter of an hour per email',
  body: signInJson(registerBody),
  answer: okAnswer,
  limit: 'register',
  cache: noStore,
  status: 202,
})

export const confirmRegistration = endpoint({
  name: 'confirmRegistration',
  doc: {
    request: "JSON `{token}` (the mailed link's)",
    answer:
      '201 `{token, user: {id, email, name, role}, expires_at}`: the account is made and signed in (a 1-day session); an unknown, expired or used link, or an email that has an account by now: 400 `This link has expired or was already used`',
  },
  area,
  method: 'POST',
  path: confirmRegistrationRoute,
  summary: 'Makes the account of a mailed link and signs it in (201); a dead link is a 400',
  body: signInJson(confirmRegistrationBody),
  answer: sessionSchema,
  limit: 'register',
  cache: noStore,
  status: 201,
})

export const login = endpoint({
  name: 'login',
  doc: {
    request: 'JSON `{email, password, remember}`',
    answer:
      '`{token, user, expires_at}`; sets the device cookie (see *Sign-in under a flood* below). A member with two-factor sign-in gets no session but `{second_factor: {token, expires_at}}`, completed at `POST /auth/login/second-factor`',
  },
  area,
  method: 'POST',
  path: loginRoute,
  summary: 'Signs in: a session token, the member, and when it expires; sets the device cookie',
  body: signInJson(loginBody),
  answer: loginAnswer,
  limit: 'login',
  cache: noStore,
})

export const logout = endpoint({
  name: 'logout',
  doc: { answer: '`{ok: true}`; the token is revoked' },
  area,
  method: 'POST',
  path: logoutRoute,
  summary: "Revokes the request's session",
  answer: okAnswer,
  access: 'member',
  limit: 'logout',
  cache: noStore,
})

export const forgotPassword = endpoint({
  name: 'forgotPassword',
  doc: {
    request: 'JSON `{email}`',
    answer:
      '202 `{ok: true}` whatever the email: the same status, body and time whether an account uses it or not. When one does, a link to set a new password goes by mail after the answer (see *A forgotten password* below)',
  },
  area,
  method: 'POST',
  path: forgotPasswordRoute,
  summary: 'Mails a link to set a new password when an account uses the email: 202 whatever the email',
  body: signInJson(forgotPasswordBody),
  answer: okAnswer,
  limit: 'forgotPassword',
  cache: noStore,
  status: 202,
})

export const resetPassword = endpoint({
  name: 'resetPassword',
  doc: {
    request: 'JSON `{token, password, confirm_password}`',
    answer:
      '`{ok: true}`: the password is set (6 to 32 characters, `Passwords do not match` otherwise) and every session of the account ends; an unknown, expired or used token: 400 `This link has expired or was already used`',
  },
  area,
  method: 'POST',
  path: resetPasswordRoute,
  summary: 'Sets a new password with a mailed link and ends every session of the account',
  body: signInJson(resetPasswordBody),
  answer: okAnswer,
  limit: 'resetPassword',
  cache: noStore,
})

export const authEndpoints = [
  csrf,
  register,
  confirmRegistration,
  login,
  logout,
  forgotPassword,
  resetPassword,
]
