import { PulsatingButton } from '../pulsating-button'

export default function PulsatingButtonDemo2() {
  return (
    <div className="flex flex-wrap items-center justify-center gap-8">
      <PulsatingButton variant="ripple" distance="12px" className="bg-sky-700 text-white">
        Start free trial
      </PulsatingButton>
      <PulsatingButton variant="ripple" pulseColor="#f472b6" duration="2s" className="bg-zinc-900 text-white">
        Claim your seat
      </PulsatingButton>
    </div>
  )
}
