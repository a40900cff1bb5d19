import { TextAnimate } from '../text-animate'

export default function TextAnimateDemo() {
  return (
    <TextAnimate
      animation="blurInUp"
      by="character"
      once
      as="h2"
      className="text-center text-4xl font-semibold tracking-tight text-zinc-950 sm:text-5xl dark:text-zinc-50"
    >
      Snippets that come alive
    </TextAnimate>
  )
}
