import { PixelImage } from './pixel-image'

export function MagicUiUsage() {
  return (
    <div className="grid gap-4">
      <PixelImage src="/pixel-image-demo.jpg" grid="8x8" />
      <PixelImage src="/pixel-image-demo.jpg" grid="6x4" grayscaleAnimation={true} />
      <PixelImage
        src="/pixel-image-demo.jpg"
        grid="3x8"
        customGrid={{ rows: 5, cols: 10 }}
        grayscaleAnimation={false}
        pixelFadeInDuration={1000}
        maxAnimationDelay={1200}
        colorRevealDelay={1500}
      />
      <PixelImage src="/a.jpg" grid="8x3" />
      <PixelImage src="/b.jpg" grid="4x6" />
    </div>
  )
}
