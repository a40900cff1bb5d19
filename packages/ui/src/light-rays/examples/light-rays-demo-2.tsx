import { LightRays } from '../light-rays'

export default function LightRaysDemo2() {
  return (
    <div className="relative h-[420px] w-full overflow-hidden rounded-2xl bg-zinc-950">
      <LightRays count={12} color="rgba(251, 191, 36, 0.35)" blur={28} opacity={0.8} speed={9} length="90%" seed={7} />
      <div className="relative flex h-full flex-col items-center justify-center gap-3 px-6 text-center">
        <h2 className="text-3xl font-semibold text-amber-50">Golden hour</h2>
        <p className="max-w-sm text-sm text-amber-100/80">Twelve warm rays, quicker and brighter, over a dark stage.</p>
      </div>
    </div>
  )
}
