/** Pages where someone reads or watches: the screen must not go dark under them. */
const awakePaths = [/^\/(vi|en)\/(comic|novel)\/[^/]+\/\d+\/?$/, /^\/(vi|en)\/movie\/[^/]+\/?$/]

export const keepsScreenAwake = (pathname: string) => awakePaths.some((path) => path.test(pathname))

/** Sign-in, registration and their neighbours: a shared tablet signs no one in. */
export const isAccountPath = (pathname: string) => /^\/(vi|en)\/user(\/|$)/.test(pathname)
