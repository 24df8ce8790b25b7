import { eq, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { profileBody } from '../../src/contract/schemas/account-requests.ts'
import { SIGN_IN_REQUIRED } from '../auth/sessions.ts'
import type { ServerContext } from '../context.ts'
import { members } from '../db/schema.ts'
import { HttpError, unauthorized } from '../http/errors.ts'

export const USERNAME_TAKEN = 'Username is already taken'

/** The profile as the account calls answer it: the avatar as an Image the app can size. */
export async function readProfile(ctx: ServerContext, memberId: number) {
  const [member] = await ctx.db.select().from(members).where(eq(members.id, memberId))
  // Deleted since its session was checked: no longer signed in.
  if (!member) throw unauthorized(SIGN_IN_REQUIRED)
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    full_name: member.fullName ?? '',
    username: member.username ?? '',
    about: member.about ?? '',
    avatar: member.avatar ? avatarImage(ctx, member.avatar) : null,
    created_at: member.createdAt.toISOString(),
  }
}

/** An avatar as the Image shape (docs/api.md): stored 512 px square, resizable by the media server. */
export const avatarImage = (ctx: Pick<ServerContext, 'mediaUrl'>, path: string) => ({
  path: ctx.mediaUrl(path),
  resizable: true,
  width: 512,
  height: 512,
})

/** The PostgreSQL error of a unique index, whichever driver raised it (pg or PGlite). */
const isUniqueViolation = (error: unknown): boolean => {
  const found = error as { code?: string; cause?: unknown } | null
  return found?.code === '23505' || (found?.cause !== undefined && isUniqueViolation(found.cause))
}

/** Saves the profile; empty optional fields are stored as none. A username taken in any case is a 409. */
export async function saveProfile(
  ctx: ServerContext,
  memberId: number,
  input: v.InferOutput<typeof profileBody>,
) {
  try {
    await ctx.db
      .update(members)
      .set({
        name: input.name,
        fullName: input.full_name || null,
        username: input.username || null,
        about: input.about || null,
        updatedAt: sql`now()`,
      })
      .where(eq(members.id, memberId))
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, USERNAME_TAKEN)
    throw error
  }
}
