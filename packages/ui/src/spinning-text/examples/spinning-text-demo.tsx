import { ArrowDownIcon } from 'lucide-react'
import { SpinningText } from '../spinning-text'

export default function SpinningTextDemo() {
  return (
    <div className="relative flex size-52 items-center justify-center text-zinc-900 dark:text-zinc-100">
      <SpinningText radius={6.5} className="text-sm font-semibold uppercase">
        scroll down • scroll down •
      </SpinningText>
      <span className="absolute flex size-14 items-center justify-center rounded-full bg-zinc-900 text-white dark:bg-zinc-100 dark:text-zinc-900">
        <ArrowDownIcon aria-hidden className="size-6" />
      </span>
    </div>
  )
}
