import { ConfettiButton } from '../confetti'

export default function ConfettiDemo2() {
  return (
    <div className="relative flex items-center justify-center p-8">
      <ConfettiButton>Confetti 🎉</ConfettiButton>
    </div>
  )
}
