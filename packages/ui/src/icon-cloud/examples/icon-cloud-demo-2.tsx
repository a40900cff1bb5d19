import { IconCloud } from '../icon-cloud'

/** A round “photo” drawn as an inline SVG, so the demo loads no image from the network. */
function tile(from: string, to: string, mark: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="64" height="64" fill="url(#g)"/>${mark}</svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

const marks = [
  '<circle cx="32" cy="26" r="10" fill="#fff" opacity=".9"/><path d="M12 58c4-12 12-18 20-18s16 6 20 18z" fill="#fff" opacity=".9"/>',
  '<path d="M8 48l16-20 12 14 8-10 12 16z" fill="#fff" opacity=".9"/><circle cx="46" cy="18" r="6" fill="#fff"/>',
  '<rect x="16" y="16" width="32" height="32" rx="8" fill="#fff" opacity=".85"/>',
  '<path d="M32 12l20 36H12z" fill="#fff" opacity=".85"/>',
  '<circle cx="32" cy="32" r="16" fill="none" stroke="#fff" stroke-width="6" opacity=".9"/>',
]

const palettes: Array<[string, string]> = [
  ['#38bdf8', '#6366f1'],
  ['#f472b6', '#fb923c'],
  ['#34d399', '#0ea5e9'],
  ['#facc15', '#f97316'],
  ['#a78bfa', '#ec4899'],
  ['#22d3ee', '#10b981'],
  ['#fb7185', '#e11d48'],
]

const images = Array.from({ length: 28 }, (_, i) => {
  const [from, to] = palettes[i % palettes.length] as [string, string]
  return tile(from, to, marks[i % marks.length] as string)
})

export default function IconCloudDemo2() {
  return (
    <div className="relative flex w-full items-center justify-center overflow-hidden">
      <IconCloud aria-label="A cloud of photos" images={images} />
    </div>
  )
}
