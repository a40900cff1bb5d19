import { TextAnimate } from '../text-animate'

export default function TextAnimateDemo4() {
  return (
    <TextAnimate
      animation="scaleUp"
      by="text"
      className="text-center text-4xl font-bold tracking-tight text-zinc-950 sm:text-5xl dark:text-zinc-50"
    >
      Make it bigger
    </TextAnimate>
  )
}
