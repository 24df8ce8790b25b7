/**
 * The launch screens iOS shows while an app added to the home screen starts
 * (`apple-touch-startup-image`): iOS takes one only when its size is the device's screen in pixels,
 * named by a media query of the screen's CSS size and pixel ratio. The size is the viewport's
 * (`width`, `height`), not the deprecated `device-width`/`device-height` the Nu Html Checker refuses:
 * with the status bar `black-translucent`, an app started from the home screen has the whole screen. The common iPhones and iPads,
 * upright; the files are drawn by scripts/make-icons.ts and linked in the shell by vite.config.ts.
 */
export const LAUNCH_SCREENS = [
  // iPhones: 16 Pro Max; 15 Pro Max, 15 Plus, 14 Pro Max; 16 Pro; 16, 15, 15 Pro, 14 Pro; 14, 13, 12;
  // 14 Plus, 13 Pro Max, 12 Pro Max; 11 Pro Max, XS Max; 11, XR; 13 mini, 12 mini, 11 Pro, XS, X;
  // 8 Plus; SE, 8.
  { width: 440, height: 956, ratio: 3 },
  { width: 430, height: 932, ratio: 3 },
  { width: 402, height: 874, ratio: 3 },
  { width: 393, height: 852, ratio: 3 },
  { width: 390, height: 844, ratio: 3 },
  { width: 428, height: 926, ratio: 3 },
  { width: 414, height: 896, ratio: 3 },
  { width: 414, height: 896, ratio: 2 },
  { width: 375, height: 812, ratio: 3 },
  { width: 414, height: 736, ratio: 3 },
  { width: 375, height: 667, ratio: 2 },
  // iPads: Pro 12.9-inch, Pro 11-inch, Air 10.9-inch, 10.2-inch, mini 8.3-inch.
  { width: 1024, height: 1366, ratio: 2 },
  { width: 834, height: 1194, ratio: 2 },
  { width: 820, height: 1180, ratio: 2 },
  { width: 810, height: 1080, ratio: 2 },
  { width: 744, height: 1133, ratio: 2 },
] as const

export type LaunchScreen = (typeof LAUNCH_SCREENS)[number]

/** The file of a launch screen, by its size in pixels: `/launch/launch-1179x2556.png`. */
export const launchScreenFile = ({ width, height, ratio }: LaunchScreen) =>
  `/launch/launch-${width * ratio}x${height * ratio}.png`

/** The link of a launch screen in the shell. */
export const launchScreenLink = (screen: LaunchScreen) =>
  `<link rel="apple-touch-startup-image" href="${launchScreenFile(screen)}" media="(width: ${screen.width}px) and (height: ${screen.height}px) and (-webkit-device-pixel-ratio: ${screen.ratio}) and (orientation: portrait)" />`
