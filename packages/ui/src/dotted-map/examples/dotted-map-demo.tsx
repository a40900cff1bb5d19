import { DottedMap, type Marker } from '../dotted-map'

type Office = Marker & { label: string }

const offices: Office[] = [
  { lat: 37.5665, lng: 126.978, size: 1.2, label: 'Seoul' },
  { lat: 40.7128, lng: -74.006, size: 1.2, label: 'New York' },
  { lat: 51.5072, lng: -0.1276, size: 1.2, label: 'London' },
  { lat: -33.8688, lng: 151.2093, size: 1.2, label: 'Sydney' },
]

export default function DottedMapDemo() {
  return (
    <div className="relative h-[30rem] w-full max-w-3xl overflow-hidden rounded-xl border border-zinc-950/10 bg-white dark:border-white/10 dark:bg-zinc-950">
      <DottedMap<Office>
        markers={offices}
        aria-label="Offices in Seoul, New York, London and Sydney"
        renderMarkerOverlay={({ marker, x, y, r }) => {
          // A label pill beside each marker, sized in map units like the marker itself, on the
          // marker's left where the right would run off the 150-unit-wide map.
          const fontSize = 2.2
          const height = fontSize * 1.7
          const width = marker.label.length * fontSize * 0.58 + fontSize * 1.4
          const left = x + r + 0.8 + width > 150 ? x - r - 0.8 - width : x + r + 0.8
          return (
            <g pointerEvents="none">
              <rect x={left} y={y - height / 2} width={width} height={height} rx={height / 2} fill="#18181b" />
              <text
                x={left + fontSize * 0.7}
                y={y + fontSize * 0.36}
                fontSize={fontSize}
                fontWeight={500}
                fontFamily="ui-sans-serif, system-ui, sans-serif"
                fill="#ffffff"
              >
                {marker.label}
              </text>
            </g>
          )
        }}
      />
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-radial from-transparent from-60% to-white dark:to-zinc-950"
      />
    </div>
  )
}
