import { HeroVideoDialog } from './hero-video-dialog'

export function MagicUiUsage() {
  return (
    <div className="relative">
      <HeroVideoDialog
        className="block dark:hidden"
        animationStyle="from-center"
        videoSrc="https://www.example.com/dummy-video"
        thumbnailSrc="https://www.example.com/dummy-thumbnail.png"
        thumbnailAlt="Dummy Video Thumbnail"
      />
      <HeroVideoDialog
        className="hidden dark:block"
        animationStyle="top-in-bottom-out"
        videoSrc="https://www.youtube.com/embed/qh3NGpYRG3I?si=4rb-zSdDkVK9qxxb"
        thumbnailSrc="https://startup-template-sage.vercel.app/hero-dark.png"
        thumbnailAlt="Hero Video"
      />
      <HeroVideoDialog animationStyle="from-bottom" videoSrc="/a" thumbnailSrc="/a.png" />
      <HeroVideoDialog animationStyle="from-top" videoSrc="/a" thumbnailSrc="/a.png" />
      <HeroVideoDialog animationStyle="from-left" videoSrc="/a" thumbnailSrc="/a.png" />
      <HeroVideoDialog animationStyle="from-right" videoSrc="/a" thumbnailSrc="/a.png" />
      <HeroVideoDialog animationStyle="fade" videoSrc="/a" thumbnailSrc="/a.png" />
      <HeroVideoDialog animationStyle="left-in-right-out" videoSrc="/a" thumbnailSrc="/a.png" />
      <HeroVideoDialog videoSrc="/a" thumbnailSrc="/a.png" />
    </div>
  )
}
