import { ConfettiButton } from '../confetti'

export default function ConfettiDemo3() {
  return (
    <div className="relative flex items-center justify-center p-8">
      <ConfettiButton
        variant="outline"
        options={{
          particleCount: 40,
          spread: 360,
          startVelocity: 25,
          gravity: 0.4,
          ticks: 60,
          shapes: ['star'],
          colors: ['#fde047', '#facc15', '#f59e0b', '#fef9c3'],
        }}
      >
        Star burst ✨
      </ConfettiButton>
    </div>
  )
}
