import * as React from 'react'
import { Lens } from '../lens'

/** A small landscape drawn inline, with details worth magnifying; no image to download. */
function Valley() {
  const id = React.useId()
  return (
    <svg viewBox="0 0 400 240" role="img" aria-label="A cabin in a valley at sunset" className="block h-auto w-full">
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1e3a8a" />
          <stop offset="0.55" stopColor="#f472b6" />
          <stop offset="1" stopColor="#fdba74" />
        </linearGradient>
      </defs>
      <rect width="400" height="240" fill={`url(#${id}-sky)`} />
      <circle cx="300" cy="120" r="34" fill="#fde68a" />
      {[
        [40, 30],
        [90, 18],
        [150, 42],
        [210, 22],
        [260, 36],
        [350, 26],
      ].map(([cx = 0, cy = 0]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="1.4" fill="#fff" />
      ))}
      <path d="M0 170 L70 100 L130 150 L200 80 L290 160 L340 120 L400 165 V240 H0 Z" fill="#4c1d95" />
      <path d="M0 195 L90 150 L170 185 L250 140 L330 185 L400 160 V240 H0 Z" fill="#312e81" />
      <path d="M0 215 Q200 180 400 215 V240 H0 Z" fill="#1e1b4b" />
      <g transform="translate(176 176)">
        <path d="M0 14 L14 2 L28 14 Z" fill="#7c2d12" />
        <rect x="3" y="14" width="22" height="14" fill="#9a3412" />
        <rect x="7" y="18" width="5" height="5" fill="#fde047" />
        <rect x="16" y="18" width="5" height="10" fill="#451a03" />
        <rect x="20" y="4" width="3" height="6" fill="#57534e" />
      </g>
      <g transform="translate(232 196)">
        <rect x="0" y="0" width="22" height="8" rx="1" fill="#fef3c7" />
        <rect x="10" y="8" width="2" height="8" fill="#78350f" />
        <text x="11" y="5.6" textAnchor="middle" fontSize="4" fontFamily="ui-sans-serif, system-ui" fill="#451a03">
          Est. 1987
        </text>
      </g>
      {[60, 82, 104, 318, 340, 362].map((x) => (
        <path key={x} d={`M${x} 222 l6 -16 l6 16 Z`} fill="#064e3b" />
      ))}
    </svg>
  )
}

export default function LensDemo() {
  return (
    <figure className="w-full max-w-md">
      <Lens ariaLabel="Valley illustration, zoomable" zoomFactor={2} lensSize={150}>
        <Valley />
      </Lens>
      <figcaption className="mt-3 text-center text-sm text-zinc-600 dark:text-zinc-400">
        Hover the picture, or Tab to it and use the arrow keys, to read the sign.
      </figcaption>
    </figure>
  )
}
