import { Iphone } from './iphone'

export function MagicUiUsage() {
  return (
    <div className="w-[434px]">
      <Iphone />
      <Iphone src="https://placehold.co/900x1600?text=Hello+World" />
      <Iphone videoSrc="https://videos.pexels.com/video-files/8946986/8946986-uhd_1440_2732_25fps.mp4" />
      <Iphone src="/screenshot.png" className="w-64" style={{ maxWidth: 320 }} />
      <Iphone id="hero-phone" onClick={() => {}} />
    </div>
  )
}
