import { Globe, type GlobeConfig } from './globe'

// Magic UI's docs type their config as cobe's COBEOptions; cobe 2 dropped `onRender` from that type,
// so a config that keeps it is written against the item's GlobeConfig.
const GLOBE_CONFIG: GlobeConfig = {
  width: 800,
  height: 800,
  onRender: () => {},
  devicePixelRatio: 2,
  phi: 0,
  theta: 0.3,
  dark: 0,
  diffuse: 0.4,
  mapSamples: 16000,
  mapBrightness: 1.2,
  baseColor: [1, 1, 1],
  markerColor: [251 / 255, 100 / 255, 21 / 255],
  glowColor: [1, 1, 1],
  markers: [
    { location: [14.5995, 120.9842], size: 0.03 },
    { location: [19.076, 72.8777], size: 0.1 },
    { location: [40.7128, -74.006], size: 0.1 },
  ],
}

let phi = 0

/** Globe as Magic UI documents it: `className` and `config`, with a cobe 1 style onRender. */
export function MagicUiUsage() {
  return (
    <div className="relative flex size-full max-w-lg items-center justify-center overflow-hidden rounded-lg border px-40 pt-8 pb-40 md:pb-60">
      <Globe />
      <Globe className="top-28" />
      <Globe className="top-28" config={GLOBE_CONFIG} />
      <Globe
        config={{
          ...GLOBE_CONFIG,
          onRender: (state) => {
            state.phi = phi
            phi += 0.01
          },
        }}
      />
      <Globe config={{ dark: 1, mapBrightness: 6, markers: [] }} />
    </div>
  )
}
