import { KineticText } from '../kinetic-text'

export default function KineticTextDemo2() {
  return (
    <KineticText
      as="p"
      text="Move the pointer across every word"
      className="max-w-xl justify-center text-4xl text-zinc-800 sm:text-5xl dark:text-zinc-100"
    />
  )
}
