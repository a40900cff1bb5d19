import { RippleButton } from '../ripple-button'

export default function RippleButtonDemo() {
  return (
    <div className="flex flex-wrap items-center justify-center gap-4">
      <RippleButton rippleColor="#a1a1aa">Click me</RippleButton>
      <RippleButton rippleColor="#ffffff" className="border-transparent bg-violet-600 text-white">
        Send invite
      </RippleButton>
    </div>
  )
}
