import { VideoText } from './video-text'

/** Video Text as Magic UI documents it: every prop of its props table, and its usage example. */
export function MagicUiUsage() {
  return (
    <div className="flex flex-col gap-4">
      <div className="relative h-[500px] w-full overflow-hidden">
        <VideoText src="https://cdn.magicui.design/ocean-small.webm">OCEAN</VideoText>
      </div>
      <div className="relative h-[200px] w-full overflow-hidden">
        <VideoText
          src="/videos/ocean.webm"
          as="h1"
          className="rounded-xl"
          autoPlay={false}
          muted
          loop={false}
          preload="metadata"
          fontSize="120"
          fontWeight={800}
          textAnchor="middle"
          dominantBaseline="middle"
          fontFamily="serif"
        >
          WAVES
        </VideoText>
      </div>
      <div className="relative h-[200px] w-full overflow-hidden">
        <VideoText src="/videos/forest.mp4" fontSize={12} fontWeight="bold" preload="none" as="span">
          FOREST
        </VideoText>
      </div>
    </div>
  )
}
