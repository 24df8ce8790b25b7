/**
 * What a person recognises in a User-Agent: the browser and the system it runs on. A short list,
 * most specific first (Edge and Opera say Chrome too, Chrome says Safari); anything else is shown as
 * unknown rather than guessed.
 */
const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\bCocCoc\/(\d+)|\bcoc_coc_browser\/(\d+)/, 'Cốc Cốc'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\b(?:Chrome|CriOS|HeadlessChrome)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
]

const systems: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

export interface DeviceSummary {
  /** `Chrome 131`, or null when the User-Agent names no browser this list knows. */
  browser: string | null
  /** `Android`, `Windows`…, or null. */
  system: string | null
  mobile: boolean
}

export function readUserAgent(userAgent: string | null | undefined): DeviceSummary {
  const ua = userAgent ?? ''
  let browser: string | null = null
  for (const [pattern, name] of browsers) {
    const match = pattern.exec(ua)
    if (match) {
      const version = match.slice(1).find(Boolean)
      browser = version ? `${name} ${version}` : name
      break
    }
  }
  const system = systems.find(([pattern]) => pattern.test(ua))?.[1] ?? null
  return { browser, system, mobile: /\bMobile\b|\biPhone\b|\bAndroid\b/.test(ua) }
}
