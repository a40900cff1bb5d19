import { useRef } from 'react'
import { Confetti, ConfettiButton, type ConfettiButtonProps, type ConfettiRef } from './confetti'

const buttonProps: ConfettiButtonProps = {
  options: { particleCount: 100, spread: 70, colors: ['#a786ff', '#fd8bbc'], resize: true, useWorker: true },
}

export function MagicUiUsage() {
  const confettiRef = useRef<ConfettiRef>(null)
  return (
    <div className="grid gap-4">
      <Confetti />
      <Confetti
        ref={confettiRef}
        className="absolute top-0 left-0 z-0 size-full"
        onMouseEnter={() => {
          confettiRef.current?.fire({})
        }}
      />
      <Confetti
        manualstart
        options={{
          particleCount: 50,
          angle: 90,
          spread: 45,
          startVelocity: 45,
          decay: 0.9,
          gravity: 1,
          drift: 0,
          flat: false,
          ticks: 200,
          origin: { x: 0.5, y: 0.5 },
          colors: ['#26ccff', '#a25afd', '#ff5e7e', '#88ff5a', '#fcff42', '#ffa62d', '#ff36ff'],
          shapes: ['square', 'circle', 'star'],
          zIndex: 100,
          disableForReducedMotion: false,
          scalar: 1,
        }}
        globalOptions={{ resize: true, useWorker: true, disableForReducedMotion: false }}
      >
        <span>child</span>
      </Confetti>
      <ConfettiButton>Confetti 🎉</ConfettiButton>
      <ConfettiButton {...buttonProps} onClick={() => undefined} className="w-full">
        Options
      </ConfettiButton>
      <ConfettiButton options={{ canvas: undefined, particleCount: 10 }}>Canvas</ConfettiButton>
    </div>
  )
}
