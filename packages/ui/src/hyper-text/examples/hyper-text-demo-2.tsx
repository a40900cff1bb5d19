import { HyperText } from '../hyper-text'

const glyphs = '0123456789#$%&*+=?'.split('')

export default function HyperTextDemo2() {
  return (
    <div className="flex flex-col items-center gap-1 text-center">
      <HyperText
        as="h2"
        startOnView
        duration={1400}
        characterSet={glyphs}
        className="text-3xl text-emerald-700 dark:text-emerald-400"
      >
        Access granted
      </HyperText>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">Decoded when it reaches the middle of the screen.</p>
    </div>
  )
}
