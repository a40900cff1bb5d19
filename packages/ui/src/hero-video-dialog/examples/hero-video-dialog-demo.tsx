import { HeroVideoDialog } from '../hero-video-dialog'

// The poster is an inline SVG, so the page requests nothing until the visitor presses play.
const poster = `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f172a"/><stop offset="0.55" stop-color="#312e81"/><stop offset="1" stop-color="#0e7490"/></linearGradient>
<radialGradient id="glow" cx="0.75" cy="0.25" r="0.6"><stop offset="0" stop-color="#38bdf8" stop-opacity="0.55"/><stop offset="1" stop-color="#38bdf8" stop-opacity="0"/></radialGradient>
</defs>
<rect width="1600" height="900" fill="url(#bg)"/>
<rect width="1600" height="900" fill="url(#glow)"/>
<g fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="2">
<circle cx="1240" cy="220" r="160"/><circle cx="1240" cy="220" r="260"/><circle cx="1240" cy="220" r="360"/>
</g>
<text x="120" y="790" font-family="system-ui, sans-serif" font-size="84" font-weight="700" fill="#ffffff">Ship animated UI</text>
<text x="120" y="690" font-family="system-ui, sans-serif" font-size="36" font-weight="500" fill="#bae6fd">Product tour · 2 min</text>
</svg>`)}`

export default function HeroVideoDialogDemo() {
  return (
    <div className="relative w-full max-w-2xl p-4">
      <HeroVideoDialog
        animationStyle="from-center"
        videoSrc="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1"
        thumbnailSrc={poster}
        thumbnailAlt="Product tour: ship animated UI, two minutes"
        videoTitle="Product tour"
      />
    </div>
  )
}
