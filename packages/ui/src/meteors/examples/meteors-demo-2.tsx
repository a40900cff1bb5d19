import { Meteors } from '../meteors'

export default function MeteorsDemo2() {
  return (
    <div className="relative isolate flex h-[26rem] w-full max-w-2xl flex-col items-center justify-center gap-2 overflow-hidden rounded-2xl bg-zinc-950 px-6 text-center text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgb(14_165_233/0.3),transparent_60%)]"
      />
      <Meteors number={40} angle={235} minDuration={1.5} maxDuration={4} seed={7} className="-z-10 text-sky-300" />
      <p className="text-3xl font-semibold tracking-tight">Launch night</p>
      <p className="max-w-sm text-sm text-zinc-300">
        Forty sky-blue meteors, falling steeper and faster than the default.
      </p>
    </div>
  )
}
