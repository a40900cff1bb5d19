import { Iphone15Pro } from '../iphone-15-pro'

// A screenshot drawn inline, so the demo needs no network.
const screenshot = `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 390 844" font-family="system-ui, -apple-system, sans-serif">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0f172a" />
      <stop offset="1" stop-color="#312e81" />
    </linearGradient>
  </defs>
  <rect width="390" height="844" fill="url(#bg)" />
  <text x="36" y="40" fill="#fff" font-size="16" font-weight="600">9:41</text>
  <rect x="318" y="28" width="40" height="14" rx="4" fill="none" stroke="#fff" stroke-opacity=".6" />
  <rect x="321" y="31" width="28" height="8" rx="2" fill="#fff" />
  <text x="28" y="124" fill="#fff" font-size="34" font-weight="700">Activity</text>
  <text x="28" y="152" fill="#a5b4fc" font-size="16">Tuesday, 9 June</text>
  <g fill="none" stroke-width="24" stroke-linecap="round" transform="rotate(-90 195 300)">
    <circle cx="195" cy="300" r="112" stroke="#f43f5e" stroke-opacity=".25" />
    <circle cx="195" cy="300" r="112" stroke="#f43f5e" stroke-dasharray="590 704" />
    <circle cx="195" cy="300" r="84" stroke="#a3e635" stroke-opacity=".25" />
    <circle cx="195" cy="300" r="84" stroke="#a3e635" stroke-dasharray="400 528" />
    <circle cx="195" cy="300" r="56" stroke="#22d3ee" stroke-opacity=".25" />
    <circle cx="195" cy="300" r="56" stroke="#22d3ee" stroke-dasharray="300 352" />
  </g>
  <g font-size="15">
    <rect x="24" y="464" width="342" height="84" rx="20" fill="#fff" fill-opacity=".08" />
    <circle cx="60" cy="506" r="12" fill="#f43f5e" />
    <text x="86" y="500" fill="#fff" font-weight="600">Move</text>
    <text x="86" y="522" fill="#cbd5e1">420 of 500 kcal</text>
    <rect x="24" y="560" width="342" height="84" rx="20" fill="#fff" fill-opacity=".08" />
    <circle cx="60" cy="602" r="12" fill="#a3e635" />
    <text x="86" y="596" fill="#fff" font-weight="600">Exercise</text>
    <text x="86" y="618" fill="#cbd5e1">24 of 30 min</text>
    <rect x="24" y="656" width="342" height="84" rx="20" fill="#fff" fill-opacity=".08" />
    <circle cx="60" cy="698" r="12" fill="#22d3ee" />
    <text x="86" y="692" fill="#fff" font-weight="600">Stand</text>
    <text x="86" y="714" fill="#cbd5e1">10 of 12 hours</text>
  </g>
  <rect x="128" y="818" width="134" height="5" rx="2.5" fill="#fff" fill-opacity=".8" />
</svg>`)}`

export default function Iphone15ProDemo2() {
  return (
    <div className="flex w-full justify-center p-6">
      <Iphone15Pro width={216} height={440} src={screenshot} alt="A fitness app showing today's activity rings" />
    </div>
  )
}
