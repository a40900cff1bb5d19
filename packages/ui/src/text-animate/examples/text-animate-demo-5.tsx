import { TextAnimate } from '../text-animate'

const lines = ['Copy a component.', 'Paste it into your app.', 'Make it yours.'].join('\n')

export default function TextAnimateDemo5() {
  return (
    <TextAnimate
      animation="fadeIn"
      by="line"
      duration={0.9}
      className="text-center text-2xl leading-relaxed text-zinc-700 sm:text-3xl dark:text-zinc-300"
    >
      {lines}
    </TextAnimate>
  )
}
