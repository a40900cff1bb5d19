import { Ripple } from './ripple'

/** Ripple as Magic UI documents it: the usage snippet, its demo and every prop of its table. */
export function MagicUiUsage() {
  return (
    <>
      <div className="relative h-[500px] w-full overflow-hidden">
        <Ripple />
      </div>
      <div className="bg-background relative flex h-[500px] w-full flex-col items-center justify-center overflow-hidden rounded-lg border">
        <p className="z-10 text-center text-5xl font-medium tracking-tighter whitespace-pre-wrap text-white">Ripple</p>
        <Ripple />
      </div>
      <Ripple mainCircleSize={210} mainCircleOpacity={0.24} numCircles={8} className="opacity-80" />
    </>
  )
}
