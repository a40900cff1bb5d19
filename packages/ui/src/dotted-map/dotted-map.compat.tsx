import { DottedMap, type Marker } from './dotted-map'

type CountryCode = 'kr' | 'us'

type MyMarker = Marker & {
  overlay: {
    countryCode: CountryCode
    label: string
  }
}

const markers: MyMarker[] = [
  { lat: 37.5665, lng: 126.978, size: 2.8, overlay: { countryCode: 'kr', label: 'Seoul' } },
  { lat: 40.7128, lng: -74.006, size: 2.8, overlay: { countryCode: 'us', label: 'NYC' } },
]

const pulseMarkers: Marker[] = [
  { lat: 37.5665, lng: 126.978, size: 0.3 },
  { lat: 40.7128, lng: -74.006, size: 0.3, pulse: false },
]

export function MagicUiUsage() {
  return (
    <div className="relative h-[400px] w-full overflow-hidden rounded-xl border">
      <DottedMap />
      <DottedMap dotRadius={0.1} />
      <DottedMap markers={pulseMarkers} pulse />
      <DottedMap<MyMarker>
        markers={markers}
        renderMarkerOverlay={({ marker, x, y, r, index }) => (
          <text key={index} x={x + r} y={y} fontSize={r}>
            {marker.overlay.label} ({marker.overlay.countryCode}) {marker.x.toFixed(1)},{marker.y.toFixed(1)}
          </text>
        )}
      />
      <DottedMap
        width={150}
        height={75}
        mapSamples={5000}
        markers={[]}
        dotColor="#a1a1aa"
        markerColor="#FF6900"
        dotRadius={0.2}
        stagger={true}
        pulse={false}
        renderMarkerOverlay={() => null}
        className="text-neutral-400"
        style={{ opacity: 0.8 }}
        onClick={() => undefined}
      />
    </div>
  )
}
