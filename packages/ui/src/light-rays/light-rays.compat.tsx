import { LightRays } from './light-rays'

/** Light Rays as Magic UI documents it: every prop of its props table, and its example's usage. */
export function MagicUiUsage() {
  return (
    <>
      <div className="relative h-[400px] w-full overflow-hidden rounded-xl border">
        <LightRays />
      </div>
      <div className="relative h-[500px] w-full overflow-hidden rounded-lg border">
        <div className="relative z-10 flex h-full flex-col items-center justify-center gap-4 px-6 text-center">
          <h1 className="text-foreground text-4xl font-bold md:text-5xl">Light Rays</h1>
        </div>
        <LightRays
          count={7}
          color="rgba(160, 210, 255, 0.2)"
          blur={36}
          opacity={0.65}
          speed={14}
          length="70vh"
          className="z-0"
          style={{ mixBlendMode: 'screen' }}
        />
        <LightRays length={480} ref={null} />
      </div>
    </>
  )
}
