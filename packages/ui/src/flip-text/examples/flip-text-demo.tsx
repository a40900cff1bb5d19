import { FlipText } from '../flip-text'

export default function FlipTextDemo() {
  return (
    <FlipText className="text-4xl font-bold -tracking-widest text-zinc-950 md:text-7xl md:leading-[5rem] dark:text-zinc-50">
      Flip Text
    </FlipText>
  )
}
