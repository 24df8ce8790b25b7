import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { parseCookie, stringifySetCookie } from 'cookie'
import { and, desc, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  identities,
  identityUnlink,
  oidcFinish,
  oidcInfo,
  oidcLink,
  oidcStart,
} from '../../../src/contract/endpoints/oidc.ts'
import { languages } from '../../../src/contract/languages.ts'
import {
  OIDC_LINK_ATTEMPTS,
  OIDC_LINK_MINUTES,
  OIDC_STEP_MINUTES,
  oidcFinishRoute,
} from '../../../src/contract/oidc-paths.ts'
import { apiUrl } from '../../../src/contract/paths.ts'
import { audit } from '../../admin/audit.ts'
import type { ServerContext } from '../../context.ts'
import type { Localized } from '../../db/schema.ts'
import { memberIdentities, members } from '../../db/schema.ts'
import { inTransaction } from '../../db/transaction.ts'
import { serve } from '../../http/endpoints.ts'
import { HttpError } from '../../http/errors.ts'
import { localized, requestLanguage } from '../../http/messages.ts'
import { verifyPassword } from '../passwords.ts'
import { createSession, deviceOf, publicUser } from '../sessions.ts'
import { whileHashing } from '../while-hashing.ts'
import { failStep, newToken, putStep, readStep, takeStep } from './challenges.ts'
import type { OidcConfig } from './config.ts'
import {
  applyGroups,
  type Claims,
  createMember,
  hasOtherWay,
  hasPassword,
  knownIdentity,
  linkIdentity,
  memberWithEmail,
  type SignedMember,
} from './members.ts'
import { client, isUnreachable, providerOf, scopesOf } from './provider.ts'

/** The words of every refusal, in both languages: the app shows them as they are. */
export const oidcMessages = {
  off: {
    vi: 'Đăng nhập bằng nhà cung cấp danh tính chưa được bật.',
    en: 'Signing in with an identity provider is not turned on.',
  },
  unreachable: {
    vi: 'Không liên lạc được với nhà cung cấp danh tính. Vui lòng thử lại sau.',
    en: 'The identity provider cannot be reached. Please try again later.',
  },
  stale: {
    vi: 'Phiên đăng nhập này đã hết hạn hoặc đã được dùng. Vui lòng đăng nhập lại.',
    en: 'This sign-in has expired or was already used. Please sign in again.',
  },
  refused: {
    vi: 'Nhà cung cấp danh tính không xác nhận lần đăng nhập này. Vui lòng đăng nhập lại.',
    en: 'The identity provider did not confirm this sign-in. Please sign in again.',
  },
  noEmail: {
    vi: 'Tài khoản của bạn ở nhà cung cấp danh tính không có email đã xác minh, nên không thể dùng để đăng nhập ở đây.',
    en: 'Your account at the identity provider has no verified email, so it cannot sign you in here.',
  },
  linkGone: {
    vi: 'Yêu cầu liên kết này đã hết hạn. Vui lòng đăng nhập lại.',
    en: 'This sign-in has expired. Please start again.',
  },
  wrongPassword: { vi: 'Mật khẩu không đúng.', en: 'The password is incorrect.' },
  noPassword: {
    vi: 'Tài khoản này chưa có mật khẩu. Hãy đặt mật khẩu bằng “Quên mật khẩu?” rồi thử lại.',
    en: 'This account has no password yet. Set one with “Forgot password?”, then try again.',
  },
  taken: {
    vi: 'Danh tính này vừa được liên kết với một tài khoản khác.',
    en: 'This identity was just linked to another account.',
  },
  onlyWay: {
    vi: 'Đây là cách đăng nhập duy nhất của bạn: hãy đặt mật khẩu trước khi gỡ liên kết.',
    en: 'This is your only way to sign in: set a password before unlinking it.',
  },
  identityGone: { vi: 'Không tìm thấy danh tính này.', en: 'Identity not found' },
} satisfies Record<string, Localized>

/** The cookie that ties the way back from the provider to the browser that set off (login CSRF). */
const BROWSER_COOKIE = 'mot_oidc'

const sha256 = (text: string) => createHash('sha256').update(text).digest()

/** What a sign-in in flight keeps (auth_challenges.data). */
interface StateData {
  nonce: string
  verifier: string
  browser: string
  lang: string
  returnTo: string | null
  remember: boolean
}

/** What a link waiting for the member's password keeps. */
interface LinkData {
  claims: Claims
  returnTo: string | null
  remember: boolean
}

export function oidcRoutes(api: FastifyInstance, ctx: ServerContext) {
  const { db } = ctx
  const oidc = ctx.config.oidc
  const refuse = (request: FastifyRequest, status: number, message: Localized) =>
    new HttpError(status, localized(request, message))
  const on = (request: FastifyRequest): OidcConfig => {
    if (!oidc) throw refuse(request, 404, oidcMessages.off)
    return oidc
  }

  serve(api, ctx, oidcInfo, async () => ({
    enabled: oidc !== undefined,
    name: oidc?.name ?? '',
    password_sign_in: ctx.config.passwordSignIn,
  }))

  serve(api, ctx, oidcStart, async ({ request, reply, body }) => {
    const oidc = on(request)
    const provider = await providerOf(oidc).catch(() => {
      throw refuse(request, 503, oidcMessages.unreachable)
    })
    const state = client.randomState()
    const nonce = client.randomNonce()
    const verifier = client.randomPKCECodeVerifier()
    const browser = randomBytes(32).toString('base64url')
    const data: StateData = {
      nonce,
      verifier,
      browser: sha256(browser).toString('base64url'),
      lang: requestLanguage(request),
      returnTo: body.return_to ?? `/${requestLanguage(request)}`,
      remember: body.remember,
    }
    await putStep(db, 'oidc-state', state, OIDC_STEP_MINUTES, { ...data })
    setBrowserCookie(request, reply, browser, OIDC_STEP_MINUTES * 60)
    const url = client.buildAuthorizationUrl(provider, {
      redirect_uri: oidc.redirectUri,
      scope: scopesOf(oidc),
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    })
    return { url: url.href }
  })

  serve(api, ctx, oidcFinish, async ({ request, reply, body }) => {
    const oidc = on(request)
    const answer = new URLSearchParams(body.search.replace(/^\?/, ''))
    const state = answer.get('state') ?? ''
    const step = state ? await takeStep(db, 'oidc-state', state) : undefined
    // Whatever happens next, this browser's tie to the sign-in is used up.
    setBrowserCookie(request, reply, '', 0)
    if (!step) throw refuse(request, 400, oidcMessages.stale)
    const data = step.data as unknown as StateData
    if (!sameBrowser(request, data.browser)) throw refuse(request, 400, oidcMessages.stale)
    const claims = await exchange(request, oidc, answer, data)
    const known = await knownIdentity(db, claims)
    if (known) return signIn(request, await applyGroups(db, oidc, known, claims.groups), data)
    // A new identity needs an email its provider vouches for: an unverified one never links nor makes a member.
    if (!claims.email || !claims.emailVerified) throw refuse(request, 403, oidcMessages.noEmail)
    const owner = await memberWithEmail(db, claims.email)
    if (owner) {
      // The email is a member's: linked only once that member proves it with their password.
      const link = newToken()
      const linkData: LinkData = { claims, returnTo: data.returnTo, remember: data.remember }
      await putStep(db, 'oidc-link', link, OIDC_LINK_MINUTES, { ...linkData }, owner.id)
      return { outcome: 'confirm-link' as const, link, email: owner.email, return_to: data.returnTo }
    }
    const made = await createMember(db, { ...claims, email: claims.email }, oidc.name)
    if (!made) throw refuse(request, 409, oidcMessages.stale)
    return signIn(request, await applyGroups(db, oidc, made, claims.groups), data)
  })

  serve(api, ctx, oidcLink, async ({ request, reply, body }) => {
    const oidc = on(request)
    const step = await readStep(db, 'oidc-link', body.link)
    if (!step || step.memberId === null) throw refuse(request, 400, oidcMessages.linkGone)
    const [member] = await db
      .select({
        id: members.id,
        email: members.email,
        name: members.name,
        role: members.role,
        passwordHash: members.passwordHash,
      })
      .from(members)
      .where(eq(members.id, step.memberId))
    if (!member) throw refuse(request, 400, oidcMessages.linkGone)
    if (!hasPassword(member.passwordHash)) throw refuse(request, 409, oidcMessages.noPassword)
    const ok = await whileHashing(request, reply, (turn) =>
      verifyPassword(body.password, member.passwordHash, turn),
    )
    if (!ok) {
      await failStep(db, step.id, OIDC_LINK_ATTEMPTS)
      throw refuse(request, 401, oidcMessages.wrongPassword)
    }
    const data = step.data as unknown as LinkData
    const linked = await inTransaction(db, async (tx) => {
      // Taken once: of two confirmations, one links.
      if (!(await takeStep(tx, 'oidc-link', body.link))) return false
      const [taken] = await tx
        .select({ id: memberIdentities.id })
        .from(memberIdentities)
        .where(
          and(
            eq(memberIdentities.issuer, data.claims.issuer),
            eq(memberIdentities.subject, data.claims.subject),
          ),
        )
      if (taken) return false
      const { passwordHash: _hash, ...signed } = member
      await linkIdentity(tx, signed, data.claims, oidc.name)
      return true
    })
    if (!linked) throw refuse(request, 409, oidcMessages.taken)
    const { passwordHash: _hash, ...signed } = member
    return signIn(request, await applyGroups(db, oidc, signed, data.claims.groups), {
      returnTo: data.returnTo,
      remember: data.remember,
    })
  })

  serve(api, ctx, identities, async ({ member }) => {
    const rows = await db
      .select()
      .from(memberIdentities)
      .where(eq(memberIdentities.memberId, member.id))
      .orderBy(desc(memberIdentities.createdAt))
    const [own] = await db
      .select({ hash: members.passwordHash })
      .from(members)
      .where(eq(members.id, member.id))
    return {
      identities: rows.map((row) => ({
        id: row.id,
        provider: providerName(row.issuer),
        email: row.email,
        created_at: row.createdAt.toISOString(),
        last_used_at: row.lastUsedAt?.toISOString() ?? null,
      })),
      can_unlink: own ? await hasOtherWay(db, member.id, own.hash) : false,
    }
  })

  serve(api, ctx, identityUnlink, async ({ request, member, params: { id } }) => {
    const [row] = await db
      .select()
      .from(memberIdentities)
      .where(and(eq(memberIdentities.id, id), eq(memberIdentities.memberId, member.id)))
    // Another member's identity is as unknown as one that never was.
    if (!row) throw refuse(request, 404, oidcMessages.identityGone)
    const [own] = await db
      .select({ hash: members.passwordHash })
      .from(members)
      .where(eq(members.id, member.id))
    if (!own || !(await hasOtherWay(db, member.id, own.hash)))
      throw refuse(request, 409, oidcMessages.onlyWay)
    await inTransaction(db, async (tx) => {
      await tx.delete(memberIdentities).where(eq(memberIdentities.id, id))
      await audit(
        tx,
        { memberId: member.id, email: member.email },
        {
          action: 'identity.unlink',
          target: `member:${member.id}`,
          before: {
            identity: row.id,
            provider: providerName(row.issuer),
            issuer: row.issuer,
            subject: row.subject,
            email: row.email,
          },
        },
      )
    })
    return { id, unlinked: true as const }
  })

  /** The provider's name for an issuer: the configured one's label, else the issuer's host. */
  function providerName(issuer: string) {
    if (oidc && new URL(oidc.issuer).href === new URL(issuer).href) return oidc.name
    return URL.canParse(issuer) ? new URL(issuer).host : issuer
  }

  /** Checks the provider's answer with openid-client, exchanges the code, and reads who signed in. */
  async function exchange(
    request: FastifyRequest,
    oidc: OidcConfig,
    answer: URLSearchParams,
    data: StateData,
  ): Promise<Claims> {
    try {
      const provider = await providerOf(oidc)
      const current = new URL(oidc.redirectUri)
      current.search = answer.toString()
      const tokens = await client.authorizationCodeGrant(provider, current, {
        pkceCodeVerifier: data.verifier,
        expectedState: answer.get('state') ?? '',
        expectedNonce: data.nonce,
        idTokenExpected: true,
      })
      const idToken = tokens.claims()
      if (!idToken) throw new Error('no ID token')
      const info = tokens.access_token
        ? await client.fetchUserInfo(provider, tokens.access_token, idToken.sub)
        : undefined
      const all: Record<string, unknown> = { ...idToken, ...info }
      const groups = all[oidc.groupsClaim]
      return {
        issuer: idToken.iss,
        subject: idToken.sub,
        email: typeof all.email === 'string' && all.email.length <= 254 ? all.email : undefined,
        emailVerified: all.email_verified === true,
        name: typeof all.name === 'string' ? all.name : undefined,
        groups: Array.isArray(groups)
          ? groups.filter((group): group is string => typeof group === 'string')
          : typeof groups === 'string'
            ? [groups]
            : [],
      }
    } catch (error) {
      if (isUnreachable(error)) {
        request.log.warn({ err: error }, 'identity provider unreachable')
        throw refuse(request, 503, oidcMessages.unreachable)
      }
      // A code expired or used, a nonce or state that does not match, a token that does not verify.
      request.log.info({ err: error }, 'identity provider answer refused')
      throw refuse(request, 400, oidcMessages.refused)
    }
  }

  async function signIn(
    request: FastifyRequest,
    member: SignedMember,
    data: Pick<StateData, 'returnTo' | 'remember'>,
  ) {
    const session = await createSession(db, member.id, data.remember, deviceOf(request))
    return {
      outcome: 'signed-in' as const,
      token: session.token,
      user: publicUser(member),
      expires_at: session.expiresAt.toISOString(),
      return_to: data.returnTo,
    }
  }
}

/** Whether the request carries the browser cookie whose hash the sign-in kept. */
function sameBrowser(request: FastifyRequest, hash: string) {
  const header = request.headers.cookie
  if (!header || header.length > 8192) return false
  const value = parseCookie(header)[BROWSER_COOKIE]
  if (!value) return false
  const given = sha256(value)
  const expected = Buffer.from(hash, 'base64url')
  return expected.length === given.length && timingSafeEqual(given, expected)
}

/** Sets (or, with maxAge 0, clears) the browser cookie, sent only to the finishing call of each language. */
function setBrowserCookie(request: FastifyRequest, reply: FastifyReply, value: string, maxAge: number) {
  for (const language of languages) {
    reply.header(
      'set-cookie',
      stringifySetCookie({
        name: BROWSER_COOKIE,
        value,
        path: apiUrl(language, oidcFinishRoute),
        maxAge,
        httpOnly: true,
        secure: request.protocol === 'https',
        sameSite: 'lax',
      }),
    )
  }
}

const passwordsForAdmins = {
  vi: 'Ở đây chỉ quản trị viên đăng nhập bằng mật khẩu. Hãy dùng nút đăng nhập với nhà cung cấp danh tính.',
  en: 'Here only admins sign in with a password. Please use the identity provider’s sign-in button.',
} satisfies Localized

/**
 * PASSWORD_SIGN_IN=admins: a password opens a session for an admin only, and no account is made
 * with one. Called by the sign-in and register calls once they know (a right password's) member.
 */
export function refusePasswordFor(ctx: ServerContext, request: FastifyRequest, role: string | undefined) {
  if (ctx.config.passwordSignIn === 'admins' && role !== 'admin')
    throw new HttpError(403, localized(request, passwordsForAdmins))
}
