import { Sparkles } from 'lucide-react'
import { GlareHover } from '../glare-hover'

export default function GlareHoverDemo() {
  return (
    <div className="relative flex w-full items-center justify-center p-4">
      <GlareHover className="w-full max-w-lg rounded-xl" background="transparent">
        <div className="rounded-xl bg-linear-to-br from-indigo-700 to-violet-800 p-6 text-white">
          <div className="mb-4 flex items-center gap-3">
            <div className="flex size-12 items-center justify-center rounded-lg bg-white/15">
              <Sparkles aria-hidden="true" className="size-6" />
            </div>
            <div>
              <h3 className="font-semibold">Interactive glare</h3>
              <p className="mt-1 text-sm text-white/80">Point at the card</p>
            </div>
          </div>
          <p className="text-sm text-white/80">
            A band of light sweeps across the card when the pointer enters it, and back when it leaves: a small touch of
            polish for cards, banners and calls to action.
          </p>
        </div>
      </GlareHover>
    </div>
  )
}
