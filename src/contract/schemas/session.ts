import * as v from 'valibot'
import { authUserSchema } from './auth.ts'

/**
 * What sign-in and register answer: a session token and who it belongs to. Apart from auth.ts,
 * which loads with the app, because only the sign-in and register screens read it.
 */
export const sessionSchema = v.object({ token: v.string(), user: authUserSchema, expires_at: v.string() })
export type Session = v.InferOutput<typeof sessionSchema>
