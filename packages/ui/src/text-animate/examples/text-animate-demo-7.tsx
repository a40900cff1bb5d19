import { TextAnimate } from '../text-animate'

export default function TextAnimateDemo7() {
  return (
    <TextAnimate
      animation="blurInUp"
      by="character"
      delay={1.5}
      className="text-center text-4xl font-semibold tracking-tight text-zinc-950 dark:text-zinc-50"
    >
      Worth the wait
    </TextAnimate>
  )
}
