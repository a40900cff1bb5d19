import { PixelImage } from '../pixel-image'

// A small landscape drawn for this demo, inlined as a data: URL so the example installs as one file
// and works offline. Pass any URL or imported image instead.
const LANDSCAPE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4f46e5"/><stop offset=".55" stop-color="#ec4899"/><stop offset="1" stop-color="#fbbf24"/></linearGradient>
<linearGradient id="lake" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f472b6"/><stop offset="1" stop-color="#312e81"/></linearGradient>
</defs>
<rect width="400" height="400" fill="url(#sky)"/>
<circle cx="270" cy="190" r="58" fill="#fde68a"/>
<path d="M0 260 90 150l60 70 70-100 90 120 40-40 50 60v40H0z" fill="#7c3aed"/>
<path d="M0 290 70 220l70 50 80-70 100 90 80-40v30H0z" fill="#5b21b6"/>
<rect y="300" width="400" height="100" fill="url(#lake)"/>
<path d="M60 330h90M210 350h120M120 375h70" stroke="#fde68a" stroke-width="4" stroke-linecap="round" opacity=".6"/>
</svg>`

const src = `data:image/svg+xml,${encodeURIComponent(LANDSCAPE)}`

export default function PixelImageDemo() {
  return <PixelImage src={src} grid="6x4" alt="A purple mountain range at sunset, reflected in a lake" />
}
