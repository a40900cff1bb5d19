import { AvatarCircles } from '../avatar-circles'

/** A simple illustrated portrait as an inline SVG, so the demo needs no image from the network. */
function portrait(background: [string, string], skin: string, hair: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/></linearGradient></defs>
<rect width="40" height="40" fill="url(#g)"/>
<path d="M8 40c0-7 5.4-11 12-11s12 4 12 11z" fill="${hair}" opacity=".85"/>
<circle cx="20" cy="18" r="7.5" fill="${skin}"/>
<path d="M12.4 17c0-5.2 3.4-8.4 7.6-8.4s7.6 3.2 7.6 8.4c-1.6-2.6-4.4-4-7.6-4s-6 1.4-7.6 4z" fill="${hair}"/>
</svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

const avatars = [
  { name: 'Priya', background: ['#38bdf8', '#6366f1'], skin: '#c68642', hair: '#1f2937' },
  { name: 'Tomás', background: ['#f472b6', '#fb923c'], skin: '#f1c27d', hair: '#6b3e26' },
  { name: 'Ama', background: ['#34d399', '#0ea5e9'], skin: '#8d5524', hair: '#111827' },
  { name: 'Jonas', background: ['#facc15', '#f97316'], skin: '#ffdbac', hair: '#a16207' },
  { name: 'Mei', background: ['#a78bfa', '#ec4899'], skin: '#e0ac69', hair: '#0f172a' },
  { name: 'Kofi', background: ['#22d3ee', '#10b981'], skin: '#5c3a21', hair: '#1c1917' },
].map(({ name, background, skin, hair }) => ({
  name,
  imageUrl: portrait(background as [string, string], skin, hair),
  profileUrl: `https://example.com/people/${name.toLowerCase()}`,
}))

export default function AvatarCirclesDemo() {
  return <AvatarCircles numPeople={99} avatarUrls={avatars} moreUrl="https://example.com/people" />
}
