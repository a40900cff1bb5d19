import { Safari } from '../safari'

// A screenshot drawn inline, so the demo needs no network.
const screenshot = `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 700" font-family="system-ui, -apple-system, sans-serif">
  <defs>
    <linearGradient id="hero" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#4f46e5" />
      <stop offset="1" stop-color="#ec4899" />
    </linearGradient>
  </defs>
  <rect width="1200" height="700" fill="#fff" />
  <rect width="1200" height="72" fill="#f8fafc" />
  <rect y="71" width="1200" height="1" fill="#e2e8f0" />
  <circle cx="64" cy="36" r="14" fill="#4f46e5" />
  <text x="88" y="43" fill="#0f172a" font-size="20" font-weight="700">Acme</text>
  <g fill="#475569" font-size="16">
    <text x="760" y="42">Product</text>
    <text x="850" y="42">Pricing</text>
    <text x="936" y="42">Docs</text>
  </g>
  <rect x="1016" y="18" width="132" height="36" rx="8" fill="#0f172a" />
  <text x="1082" y="42" fill="#fff" font-size="15" font-weight="600" text-anchor="middle">Sign in</text>
  <text x="64" y="236" fill="#0f172a" font-size="54" font-weight="800">Ship pages</text>
  <text x="64" y="300" fill="#0f172a" font-size="54" font-weight="800">people remember</text>
  <text x="64" y="354" fill="#475569" font-size="20">Components, charts and motion that work</text>
  <text x="64" y="384" fill="#475569" font-size="20">out of the box, in light and dark.</text>
  <rect x="64" y="420" width="168" height="52" rx="10" fill="#4f46e5" />
  <text x="148" y="452" fill="#fff" font-size="17" font-weight="600" text-anchor="middle">Get started</text>
  <rect x="248" y="420" width="148" height="52" rx="10" fill="#fff" stroke="#cbd5e1" />
  <text x="322" y="452" fill="#0f172a" font-size="17" font-weight="600" text-anchor="middle">Live demo</text>
  <rect x="660" y="120" width="480" height="460" rx="28" fill="url(#hero)" />
  <rect x="700" y="168" width="400" height="364" rx="18" fill="#fff" fill-opacity=".18" />
  <text x="728" y="212" fill="#fff" font-size="18" font-weight="600">Weekly visitors</text>
  <g fill="#fff">
    <rect x="736" y="380" width="40" height="120" rx="6" />
    <rect x="800" y="320" width="40" height="180" rx="6" />
    <rect x="864" y="400" width="40" height="100" rx="6" />
    <rect x="928" y="290" width="40" height="210" rx="6" />
    <rect x="992" y="250" width="40" height="250" rx="6" />
  </g>
</svg>`)}`

export default function SafariDemo2() {
  return (
    <div className="w-full p-4">
      <Safari url="acme.dev" imageSrc={screenshot} alt="The Acme landing page with a weekly visitors chart" />
    </div>
  )
}
