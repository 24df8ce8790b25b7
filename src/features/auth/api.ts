import {
  confirmRegistration as confirmRegistrationCall,
  login as loginCall,
  register as registerCall,
} from '../../contract/endpoints/auth.ts'
import type { Language } from '../../contract/languages.ts'
import type { Session } from '../../contract/schemas/session.ts'
import type { LoginAnswer } from '../../contract/schemas/sign-in-step.ts'
import { callData } from '../../shared/api/call.ts'

/* Loaded with the sign-in and register screens; who a stored token belongs to is asked at start-up (session.ts). */

export interface LoginInput {
  email: string
  password: string
  remember: boolean
}

export interface RegisterInput {
  name: string
  email: string
  password: string
}

/** A session, or (two-factor sign-in) the step a code completes: two-factor/api.ts. */
export async function login(language: Language, input: LoginInput): Promise<LoginAnswer> {
  return callData(language, loginCall, { body: input })
}

/**
 * Asks for an account: the answer is the same whether the email has one or not, and a mail follows
 * (a link that confirms a new address, or a note to an address that has an account).
 */
export async function register(language: Language, input: RegisterInput) {
  return callData(language, registerCall, { body: input })
}

/** Opens the mailed link: the account is made and this device signed in. */
export async function confirmRegistration(language: Language, token: string): Promise<Session> {
  return callData(language, confirmRegistrationCall, { body: { token } })
}
