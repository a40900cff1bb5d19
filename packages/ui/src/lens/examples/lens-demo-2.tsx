import { Lens } from '../lens'

const streets = [
  { name: 'Harbour Rd', x: 24, y: 52 },
  { name: 'Mill Lane', x: 150, y: 118 },
  { name: 'Old Quay', x: 262, y: 38 },
  { name: 'Bell St', x: 70, y: 182 },
  { name: 'Kiln Row', x: 268, y: 200 },
]

/** A street map with the lens fixed over one spot, as a callout. */
export default function LensDemo2() {
  return (
    <div className="w-full max-w-md">
      <Lens
        isStatic
        position={{ x: 212, y: 124 }}
        zoomFactor={2}
        lensSize={150}
        ariaLabel="Town map, magnified at the market"
      >
        <div className="relative aspect-[5/3] w-full bg-emerald-50 dark:bg-emerald-950">
          <svg viewBox="0 0 400 240" aria-hidden className="absolute inset-0 size-full">
            <g fill="none">
              <path
                d="M0 70 H400 M0 140 H400 M120 0 V240 M250 0 V240"
                strokeWidth="12"
                className="stroke-emerald-200 dark:stroke-emerald-800"
              />
              <path
                d="M0 70 H400 M0 140 H400 M120 0 V240 M250 0 V240"
                strokeWidth="8"
                className="stroke-white dark:stroke-emerald-900"
              />
            </g>
            <rect x="160" y="95" width="60" height="36" rx="4" fill="#fcd34d" />
            <circle cx="190" cy="113" r="5" fill="#b45309" />
            <path d="M320 0 Q360 120 400 240 V0 Z" className="fill-sky-300 dark:fill-sky-800" />
          </svg>
          {streets.map((street) => (
            <span
              key={street.name}
              className="absolute text-[9px] font-medium text-emerald-900 dark:text-emerald-100"
              style={{ left: `${(street.x / 400) * 100}%`, top: `${(street.y / 240) * 100}%` }}
            >
              {street.name}
            </span>
          ))}
          <span className="absolute left-[42%] top-[41%] text-[8px] font-semibold text-amber-950">Market</span>
        </div>
      </Lens>
    </div>
  )
}
