import { useEffect, useState } from 'react'

/**
 * The enrolment address as a QR code, drawn as SVG squares by React (no markup from a string, so the
 * CSP's rules hold). uqr loads with it, late: no other screen carries it.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [modules, setModules] = useState<boolean[][] | null>(null)
  useEffect(() => {
    let live = true
    void import('uqr').then(({ encode }) => {
      if (live) setModules(encode(value, { ecc: 'M', border: 2 }).data)
    })
    return () => {
      live = false
    }
  }, [value])
  if (!modules) return <div className="security__qr" />
  const size = modules.length
  const path = modules.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('')
  return (
    <svg
      className="security__qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
