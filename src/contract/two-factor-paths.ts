/**
 * Two-factor sign-in and passkeys (server/auth/two-factor.ts, passkeys.ts; issue 50). Apart from
 * account-paths.ts, which every page's sign-in endpoints bring: these load with the sign-in steps and
 * the account's security screen only.
 */
export const secondFactorRoute = '/auth/login/second-factor'
export const passkeySignInOptionsRoute = '/auth/passkey/options'
export const passkeySignInRoute = '/auth/passkey/login'
export const twoFactorRoute = '/account/two-factor/'
export const twoFactorStartRoute = '/account/two-factor/start/'
export const twoFactorConfirmRoute = '/account/two-factor/confirm/'
export const twoFactorDisableRoute = '/account/two-factor/disable/'
export const recoveryCodesRoute = '/account/two-factor/recovery-codes/'
export const passkeysRoute = '/account/passkeys/'
export const passkeyOptionsRoute = '/account/passkeys/options/'
export const passkeyRemoveRoute = '/account/passkeys/:id/remove/'
export const adminTwoFactorRoute = '/admin/two-factor/'
