import { TextAnimate } from '../text-animate'

export default function TextAnimateDemo3() {
  return (
    <TextAnimate
      animation="slideUp"
      by="word"
      className="max-w-md text-center text-3xl font-medium tracking-tight text-zinc-950 dark:text-zinc-50"
    >
      Every word rises into place on cue
    </TextAnimate>
  )
}
