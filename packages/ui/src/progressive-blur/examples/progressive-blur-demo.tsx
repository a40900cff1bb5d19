import { ProgressiveBlur } from '../progressive-blur'

const releases = [
  { version: '2.4.0', title: 'Orbiting rings pause off screen', tone: 'from-sky-400 to-indigo-500' },
  { version: '2.3.2', title: 'Faster registry installs', tone: 'from-emerald-400 to-teal-500' },
  { version: '2.3.1', title: 'Dark mode contrast fixes', tone: 'from-zinc-500 to-zinc-800' },
  { version: '2.3.0', title: 'New progress gauge', tone: 'from-amber-400 to-orange-500' },
  { version: '2.2.4', title: 'Reduced-motion support everywhere', tone: 'from-rose-400 to-pink-500' },
  { version: '2.2.3', title: 'Smaller icon cloud bundle', tone: 'from-violet-400 to-fuchsia-500' },
  { version: '2.2.2', title: 'Keyboard support for trees', tone: 'from-cyan-400 to-sky-500' },
  { version: '2.2.1', title: 'Server rendering without warnings', tone: 'from-lime-400 to-green-500' },
  { version: '2.2.0', title: 'Marquee goes vertical', tone: 'from-orange-400 to-red-500' },
  { version: '2.1.0', title: 'First public release', tone: 'from-indigo-400 to-purple-500' },
]

export default function ProgressiveBlurDemo() {
  return (
    // The clip-path keeps the blur inside the rounded corners: a backdrop filter is not clipped by
    // overflow-hidden with a border radius in every browser.
    <div className="relative h-80 w-full max-w-md overflow-hidden rounded-xl border border-zinc-200 bg-white [clip-path:inset(0_round_0.75rem)] dark:border-zinc-800 dark:bg-zinc-950">
      {/* A region that scrolls must be reachable from the keyboard, so it takes focus itself. */}
      <section
        aria-label="Release notes"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region has to be focusable to scroll by keyboard
        tabIndex={0}
        className="h-full overflow-y-auto p-4 outline-none focus-visible:ring-2 focus-visible:ring-sky-500 focus-visible:ring-inset"
      >
        <ul className="flex flex-col gap-3 pb-24">
          {releases.map(({ version, title, tone }) => (
            <li
              key={version}
              className="flex items-center gap-3 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800"
            >
              <span aria-hidden className={`size-10 shrink-0 rounded-md bg-gradient-to-br ${tone}`} />
              <span className="flex flex-col">
                <span className="text-sm font-medium text-zinc-900 dark:text-zinc-100">{title}</span>
                <span className="text-xs text-zinc-600 dark:text-zinc-400">v{version}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <ProgressiveBlur height="40%" position="bottom" />
    </div>
  )
}
