import { Backlight } from '../backlight'

/** Any element can be backlit: here a player card painted with gradients, under a wide glow. */
export default function BacklightDemo3() {
  return (
    <div className="flex w-full items-center justify-center px-6 py-16">
      <Backlight blur={40} className="w-full max-w-md">
        <div className="overflow-hidden rounded-2xl bg-zinc-950 text-white">
          <div className="relative aspect-video bg-linear-to-br from-sky-500 via-indigo-500 to-fuchsia-500">
            <div className="absolute inset-x-6 bottom-6 h-16 rounded-full bg-amber-300/80 blur-xl" />
            <div className="absolute top-6 left-6 size-20 rounded-full bg-emerald-300/80 blur-lg" />
          </div>
          <div className="flex items-center justify-between gap-4 p-4">
            <div>
              <p className="text-sm font-semibold">Gradient loop</p>
              <p className="text-xs text-zinc-400">Ambient · 2:48</p>
            </div>
            <div className="h-1.5 w-32 overflow-hidden rounded-full bg-zinc-800">
              <div className="h-full w-2/5 rounded-full bg-white" />
            </div>
          </div>
        </div>
      </Backlight>
    </div>
  )
}
