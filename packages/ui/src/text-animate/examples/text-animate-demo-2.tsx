import { TextAnimate } from '../text-animate'

export default function TextAnimateDemo2() {
  return (
    <TextAnimate
      animation="blurIn"
      by="text"
      as="h1"
      className="text-center text-4xl font-bold tracking-tight text-zinc-950 sm:text-6xl dark:text-zinc-50"
    >
      Sharp in a blink
    </TextAnimate>
  )
}
