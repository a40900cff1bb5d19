import { LineShadowText } from '../line-shadow-text'

export default function LineShadowTextDemo() {
  return (
    <h1 className="text-5xl leading-none font-semibold tracking-tighter text-balance text-zinc-950 sm:text-6xl md:text-7xl lg:text-8xl dark:text-white">
      Ship {/* currentColor follows the heading's colour: dark lines in light mode, light ones in dark mode. */}
      <LineShadowText className="italic" shadowColor="currentColor">
        Fast
      </LineShadowText>
    </h1>
  )
}
