import { Iphone15Pro } from './iphone-15-pro'

export function MagicUiUsage() {
  return (
    <div className="relative">
      <Iphone15Pro />
      <Iphone15Pro className="size-full" src="https://via.placeholder.com/430x880" />
      <Iphone15Pro
        className="size-full"
        videoSrc="https://videos.pexels.com/video-files/8946986/8946986-uhd_1440_2732_25fps.mp4"
      />
      <Iphone15Pro width={433} height={882} src="/screenshot.png" />
      <Iphone15Pro width={300} height={611} style={{ maxWidth: 300 }} />
    </div>
  )
}
