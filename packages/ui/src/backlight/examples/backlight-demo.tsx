import { Backlight } from '../backlight'

// The artwork is an inline SVG, so the demo loads nothing from the network.
const artwork = `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 480">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="#4c1d95"/><stop offset="0.5" stop-color="#db2777"/><stop offset="1" stop-color="#f97316"/></linearGradient>
<radialGradient id="sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fef08a"/><stop offset="1" stop-color="#facc15"/></radialGradient>
</defs>
<rect width="480" height="480" fill="url(#sky)"/>
<circle cx="240" cy="250" r="110" fill="url(#sun)"/>
<g fill="#4c1d95" fill-opacity="0.55">
<rect y="268" width="480" height="10"/><rect y="294" width="480" height="14"/><rect y="324" width="480" height="18"/>
</g>
<path d="M0 360 Q120 320 240 360 T480 360 V480 H0 Z" fill="#0e7490"/>
<path d="M0 400 Q120 370 240 400 T480 400 V480 H0 Z" fill="#155e75"/>
<path d="M0 440 Q120 420 240 440 T480 440 V480 H0 Z" fill="#164e63"/>
</svg>`)}`

export default function BacklightDemo() {
  return (
    <div className="flex w-full items-center justify-center p-12">
      <Backlight>
        <img
          src={artwork}
          alt="A striped sun setting into a teal sea under a violet and orange sky"
          width={288}
          height={288}
          className="block size-72 max-w-full rounded-xl"
        />
      </Backlight>
    </div>
  )
}
