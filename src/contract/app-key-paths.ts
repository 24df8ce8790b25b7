/**
 * Keys for reader apps: listed and made here, revoked one by one. Apart from paths.ts (which exports
 * them too), whose module the readers' pages share with the account's: they do not carry these.
 */
export const appKeysRoute = '/account/app-keys/'
export const appKeyRevokeRoute = '/account/app-keys/:id/revoke/'
