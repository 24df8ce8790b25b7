/**
 * Stands in for `react/jsx-runtime` in the app's own modules (see vite.config.ts). React ships it as a
 * CommonJS module, whose functions each JSX element calls through its module object,
 * `(0, runtime.jsx)(…)`; named here once, they are called by a short name of their own.
 */
import * as runtime from 'react/jsx-runtime'

export const jsx = runtime.jsx
export const jsxs = runtime.jsxs
export const Fragment = runtime.Fragment
