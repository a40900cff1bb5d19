import { TextAnimate } from '../text-animate'

export default function TextAnimateDemo8() {
  return (
    <TextAnimate
      animation="blurInUp"
      by="character"
      duration={5}
      className="text-center text-4xl font-semibold tracking-tight text-zinc-950 dark:text-zinc-50"
    >
      Slow and deliberate
    </TextAnimate>
  )
}
