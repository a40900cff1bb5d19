// An icon the landing page does not use, so the demo shares no icon chunk with the landing page's first load.
import { MoveRight } from 'lucide-react'
import { AnimatedGradientText } from '../animated-gradient-text'

// Only the 1px padding ring of the layer shows: the content box is cut out of the border box.
const ring = 'linear-gradient(#000 0 0) content-box exclude, linear-gradient(#000 0 0)'

export default function AnimatedGradientTextDemo() {
  return (
    <div className="group relative mx-auto flex w-fit items-center justify-center rounded-full px-4 py-1.5 shadow-[inset_0_-8px_10px_#8fdfff1f] transition-shadow duration-500 ease-out hover:shadow-[inset_0_-5px_10px_#8fdfff3f]">
      <span
        aria-hidden
        className="pointer-events-none absolute inset-0 rounded-[inherit] bg-linear-to-r from-[#ffaa40]/50 via-[#9c40ff]/50 to-[#ffaa40]/50 p-px"
        style={{ mask: ring, WebkitMask: ring }}
      />
      <span aria-hidden>🎉</span>
      <span aria-hidden className="mx-2 h-4 w-px shrink-0 bg-neutral-500" />
      <AnimatedGradientText className="text-sm font-medium">Introducing Snipstack</AnimatedGradientText>
      <MoveRight
        aria-hidden
        className="ml-1 size-4 stroke-neutral-500 transition-transform duration-300 ease-in-out group-hover:translate-x-0.5 motion-reduce:transition-none"
      />
    </div>
  )
}
