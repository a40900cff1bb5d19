import { ShimmerButton } from '../shimmer-button'

export default function ShimmerButtonDemo2() {
  return (
    <div className="flex flex-wrap items-center justify-center gap-4 text-sm font-medium">
      <ShimmerButton background="linear-gradient(135deg, #4f46e5, #7c3aed)" shimmerColor="#c4b5fd">
        Upgrade to Pro
      </ShimmerButton>
      <ShimmerButton background="#0f172a" shimmerColor="#38bdf8" shimmerDuration="2s" borderRadius="12px">
        Deploy now
      </ShimmerButton>
      <ShimmerButton background="#052e16" shimmerColor="#4ade80" shimmerSize="0.1em" shimmerDuration="4s">
        <svg aria-hidden viewBox="0 0 16 16" className="size-4 fill-current">
          <path d="M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13Zm3.03 4.72-3.5 4a.75.75 0 0 1-1.1.03l-1.5-1.5a.75.75 0 1 1 1.06-1.06l.93.93 2.97-3.39a.75.75 0 1 1 1.14.99Z" />
        </svg>
        All checks passed
      </ShimmerButton>
    </div>
  )
}
