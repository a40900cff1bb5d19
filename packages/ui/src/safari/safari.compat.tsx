import { Safari } from './safari'

export function MagicUiUsage() {
  return (
    <div className="relative">
      <Safari url="https://magicui.design" />
      <Safari url="magicui.design" className="size-full" imageSrc="https://via.placeholder.com/1200x750" />
      <Safari
        url="magicui.design"
        className="size-full"
        style={{ maxWidth: 960 }}
        videoSrc="https://videos.pexels.com/video-files/27180348/12091515_2560_1440_50fps.mp4"
      />
      <Safari url="magicui.design" mode="simple" imageSrc="/screenshot.png" />
      <Safari url="magicui.design" mode="default" width={1203} height={753} className="w-full" />
      <Safari id="hero-browser" onClick={() => {}} />
    </div>
  )
}
