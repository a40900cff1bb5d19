import { Safari } from '../safari'

export default function SafariDemo() {
  return (
    <div className="w-full p-4">
      <Safari url="acme.dev" aria-label="Safari window showing the Acme landing page">
        {/* Sizes in container units, so the page scales with the window like a screenshot would. */}
        <div className="@container size-full bg-white text-neutral-950 dark:bg-neutral-950 dark:text-white">
          <div className="flex items-center justify-between border-b border-neutral-200 px-[5cqw] py-[1.6cqw] text-[1.5cqw] dark:border-neutral-800">
            <span className="font-bold">Acme</span>
            <span className="flex gap-[2.5cqw] text-neutral-600 dark:text-neutral-300">
              <span>Product</span>
              <span>Pricing</span>
              <span>Docs</span>
            </span>
          </div>
          <div className="grid grid-cols-2 items-center gap-[4cqw] px-[5cqw] py-[6cqw]">
            <div>
              <p className="text-[4.4cqw] leading-tight font-extrabold tracking-tight">Ship pages people remember</p>
              <p className="mt-[1.5cqw] text-[1.6cqw] text-neutral-600 dark:text-neutral-300">
                Components, charts and motion that work out of the box.
              </p>
              <span className="mt-[2.5cqw] inline-block rounded-[0.8cqw] bg-indigo-600 px-[2cqw] py-[1cqw] text-[1.5cqw] font-semibold text-white">
                Get started
              </span>
            </div>
            <div
              aria-hidden="true"
              className="flex aspect-[4/3] items-end gap-[1.5cqw] rounded-[2cqw] bg-gradient-to-br from-indigo-600 to-pink-500 p-[3cqw]"
            >
              {[45, 70, 38, 82, 100].map((height) => (
                <span key={height} className="flex-1 rounded-[0.5cqw] bg-white/90" style={{ height: `${height}%` }} />
              ))}
            </div>
          </div>
        </div>
      </Safari>
    </div>
  )
}
