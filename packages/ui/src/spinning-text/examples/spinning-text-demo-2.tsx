import { SpinningText } from '../spinning-text'

export default function SpinningTextDemo2() {
  return (
    <div className="flex h-80 w-full items-center justify-center text-zinc-900 dark:text-zinc-100">
      <SpinningText reverse duration={4} radius={6} className="text-4xl font-medium">
        copy • paste • animate • ship •
      </SpinningText>
    </div>
  )
}
