import { Meteors } from './meteors'

export function MagicUiUsage() {
  return (
    <div className="grid gap-4">
      <div className="relative h-[500px] w-full max-w-[350px] overflow-hidden">
        <Meteors />
      </div>
      <div className="relative h-[500px] w-full overflow-hidden">
        <Meteors number={30} />
      </div>
      <div className="relative h-[500px] w-full overflow-hidden">
        <Meteors
          number={20}
          minDelay={0.2}
          maxDelay={1.2}
          minDuration={2}
          maxDuration={10}
          angle={215}
          className="bg-sky-500"
        />
      </div>
    </div>
  )
}
