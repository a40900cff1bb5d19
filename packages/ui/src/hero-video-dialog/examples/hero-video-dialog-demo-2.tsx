import { HeroVideoDialog } from '../hero-video-dialog'

// The poster is an inline SVG, so the page requests nothing until the visitor presses play.
const poster = `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f172a"/><stop offset="0.55" stop-color="#701a75"/><stop offset="1" stop-color="#c2410c"/></linearGradient>
<radialGradient id="glow" cx="0.75" cy="0.25" r="0.6"><stop offset="0" stop-color="#fb923c" stop-opacity="0.55"/><stop offset="1" stop-color="#fb923c" stop-opacity="0"/></radialGradient>
</defs>
<rect width="1600" height="900" fill="url(#bg)"/>
<rect width="1600" height="900" fill="url(#glow)"/>
<g fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="2">
<circle cx="1240" cy="220" r="160"/><circle cx="1240" cy="220" r="260"/><circle cx="1240" cy="220" r="360"/>
</g>
<text x="120" y="790" font-family="system-ui, sans-serif" font-size="84" font-weight="700" fill="#ffffff">Behind the scenes</text>
<text x="120" y="690" font-family="system-ui, sans-serif" font-size="36" font-weight="500" fill="#fed7aa">Studio session · 3 min</text>
</svg>`)}`

export default function HeroVideoDialogDemo2() {
  return (
    <div className="relative w-full max-w-2xl p-4">
      <HeroVideoDialog
        animationStyle="top-in-bottom-out"
        videoSrc="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1"
        thumbnailSrc={poster}
        thumbnailAlt="Behind the scenes: a studio session, three minutes"
        videoTitle="Behind the scenes"
      />
    </div>
  )
}
