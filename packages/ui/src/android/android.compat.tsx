import { Android } from './android'

export function MagicUiUsage() {
  return (
    <div className="relative">
      <Android />
      <Android className="size-full" src="https://via.placeholder.com/400x800" />
      <Android
        className="size-full"
        videoSrc="https://videos.pexels.com/video-files/14993748/14993748-uhd_1296_2304_30fps.mp4"
      />
      <Android width={433} height={882} src="/screenshot.png" />
      <Android width={300} height={611} style={{ maxWidth: 300 }} />
    </div>
  )
}
