/**
 * The calls of the account screens (a forgotten password), apart from paths.ts (which exports them
 * too): the chunk of paths that every page shares stays without them.
 */
export const forgotPasswordRoute = '/auth/password/forgot'
export const resetPasswordRoute = '/auth/password/reset'
export const confirmRegistrationRoute = '/auth/register/confirm'
