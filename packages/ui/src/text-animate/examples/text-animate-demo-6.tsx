import { TextAnimate } from '../text-animate'

export default function TextAnimateDemo6() {
  return (
    <TextAnimate
      animation="slideLeft"
      by="character"
      className="text-center text-4xl font-semibold tracking-tight text-zinc-950 dark:text-zinc-50"
    >
      Gliding in from the right
    </TextAnimate>
  )
}
