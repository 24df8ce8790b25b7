/**
 * The calls of signing in and out and of the account screens (a forgotten password), apart from
 * paths.ts (which exports them too): the table's sign-in endpoints (endpoints/auth.ts), which every
 * page reaches for its session, do not bring every other address with them.
 */
export const csrfRoute = '/auth/csrf_create/'
export const registerRoute = '/auth/register'
export const loginRoute = '/auth/login'
export const logoutRoute = '/auth/logout'
export const forgotPasswordRoute = '/auth/password/forgot'
export const resetPasswordRoute = '/auth/password/reset'
export const confirmRegistrationRoute = '/auth/register/confirm'
