import { LightRays } from '../light-rays'

export default function LightRaysDemo() {
  return (
    <div className="relative h-[500px] w-full overflow-hidden rounded-lg border">
      <LightRays />
      <div className="relative flex h-full flex-col items-center justify-center gap-4 px-6 text-center">
        <span className="text-xs font-semibold tracking-[0.35em] text-slate-700 uppercase dark:text-slate-300">
          Ambient glow
        </span>
        <h2 className="text-4xl font-bold text-foreground md:text-5xl">Light Rays</h2>
        <p className="max-w-md text-sm text-slate-700 md:text-base dark:text-slate-300">
          Drop it into any positioned container and it fills the space with softly animated rays shining from above.
        </p>
      </div>
    </div>
  )
}
