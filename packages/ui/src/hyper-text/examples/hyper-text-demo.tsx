import { HyperText } from '../hyper-text'

export default function HyperTextDemo() {
  return <HyperText className="text-zinc-950 dark:text-zinc-50">Point at me</HyperText>
}
