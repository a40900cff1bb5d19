import { DottedMap, type Marker } from '../dotted-map'

const markers: Marker[] = [
  { lat: 37.5665, lng: 126.978, size: 0.5 },
  { lat: 1.3521, lng: 103.8198, size: 0.5 },
  { lat: 52.52, lng: 13.405, size: 0.5 },
  // Opts out of the map's pulse: a region that is not live yet.
  { lat: 40.7128, lng: -74.006, size: 0.5, pulse: false },
]

export default function DottedMapDemo3() {
  return (
    <div className="relative h-[30rem] w-full max-w-3xl overflow-hidden rounded-xl border border-zinc-950/10 bg-white dark:border-white/10 dark:bg-zinc-950">
      <DottedMap markers={markers} pulse aria-label="Live in Seoul, Singapore and Berlin; New York coming soon" />
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-radial from-transparent from-60% to-white dark:to-zinc-950"
      />
    </div>
  )
}
