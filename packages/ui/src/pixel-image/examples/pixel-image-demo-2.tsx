import { PixelImage } from '../pixel-image'

// A tiled pattern drawn for this demo and inlined as a data: URL, so it installs as one file.
const TILES = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160">
<rect width="160" height="160" fill="#0f172a"/>
<g fill="none" stroke-width="10">
<circle cx="40" cy="40" r="24" stroke="#38bdf8"/><circle cx="120" cy="40" r="24" stroke="#a78bfa"/>
<circle cx="40" cy="120" r="24" stroke="#f472b6"/><circle cx="120" cy="120" r="24" stroke="#34d399"/>
</g>
<circle cx="80" cy="80" r="14" fill="#fbbf24"/>
</svg>`

const src = `data:image/svg+xml,${encodeURIComponent(TILES)}`

export default function PixelImageDemo2() {
  return (
    <PixelImage
      src={src}
      customGrid={{ rows: 10, cols: 10 }}
      grayscaleAnimation={false}
      pixelFadeInDuration={600}
      maxAnimationDelay={1800}
      alt="Four coloured rings around a yellow dot"
      className="size-64 rounded-2xl md:size-80"
    />
  )
}
