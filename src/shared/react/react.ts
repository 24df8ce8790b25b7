/**
 * Stands in for `react` in the app's own modules (see vite.config.ts), as jsx-runtime.ts does for JSX.
 * React ships a CommonJS module, whose functions each module calls through its module object,
 * `(0, react.useState)(…)`; named here once, they are called by a short name of their own, some
 * bytes less for each of the hundreds of hooks in the first script. A name the app imports that is
 * missing here fails the build; types are React's own (they are gone before bundling).
 */
import * as React from 'react'

export const createContext = React.createContext
export const createElement = React.createElement
export const Fragment = React.Fragment
export const lazy = React.lazy
export const memo = React.memo
export const startTransition = React.startTransition
export const StrictMode = React.StrictMode
export const Suspense = React.Suspense
export const use = React.use
export const useCallback = React.useCallback
export const useContext = React.useContext
export const useEffect = React.useEffect
export const useId = React.useId
export const useLayoutEffect = React.useLayoutEffect
export const useMemo = React.useMemo
export const useRef = React.useRef
export const useState = React.useState
export const useSyncExternalStore = React.useSyncExternalStore
