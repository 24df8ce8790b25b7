import * as v from 'valibot'
import { sessionSchema } from './session.ts'

/**
 * A password accepted for a member with two-factor sign-in: no session yet, but a step that a code
 * (or a recovery code) completes at `POST /auth/login/second-factor`, within a few minutes.
 */
export const secondFactorStepSchema = v.object({
  second_factor: v.object({ token: v.string(), expires_at: v.string() }),
})
export type SecondFactorStep = v.InferOutput<typeof secondFactorStepSchema>

/** What `POST /auth/login` answers: a session (the spec's shape), or the second factor's step. */
export const loginAnswer = v.union([sessionSchema, secondFactorStepSchema])
export type LoginAnswer = v.InferOutput<typeof loginAnswer>
