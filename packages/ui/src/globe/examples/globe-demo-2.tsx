import { Globe, type GlobeArc, type GlobeMarker } from '../globe'

const cities = {
  london: [51.5072, -0.1276],
  newYork: [40.7128, -74.006],
  saoPaulo: [-23.5505, -46.6333],
  lagos: [6.5244, 3.3792],
  dubai: [25.2048, 55.2708],
  singapore: [1.3521, 103.8198],
  tokyo: [35.6762, 139.6503],
  sydney: [-33.8688, 151.2093],
} satisfies Record<string, [number, number]>

const markers: GlobeMarker[] = Object.values(cities).map((location) => ({ location, size: 0.05 }))

const arcs: GlobeArc[] = [
  { from: cities.london, to: cities.newYork },
  { from: cities.newYork, to: cities.saoPaulo },
  { from: cities.london, to: cities.lagos },
  { from: cities.london, to: cities.dubai },
  { from: cities.dubai, to: cities.singapore },
  { from: cities.singapore, to: cities.tokyo },
  { from: cities.singapore, to: cities.sydney, color: '#f472b6' },
]

export default function GlobeDemo2() {
  return (
    <div className="flex w-[32rem] max-w-full items-center justify-center overflow-hidden rounded-2xl bg-gradient-to-b from-indigo-950 to-slate-950 p-6">
      <Globe
        dark
        markers={markers}
        arcs={arcs}
        theta={0.25}
        phi={-0.4}
        rotationSpeed={0.2}
        baseColor="#4f46e5"
        markerColor="#a5b4fc"
        arcColor="#818cf8"
        glowColor="#312e81"
        mapBrightness={8}
        className="max-w-[26rem]"
      />
    </div>
  )
}
