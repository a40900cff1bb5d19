import BacklightDefault, { Backlight } from './backlight'

/** Backlight as Magic UI documents it: every prop of its props table, and its examples' usage. */
export function MagicUiUsage() {
  return (
    <>
      <Backlight>
        <img src="https://some-url/image.png" alt="" />
      </Backlight>
      <Backlight blur={40} className="w-full">
        <iframe
          className="mx-auto aspect-video w-full max-w-lg"
          src="https://www.youtube.com/embed/video-id"
          title="Gradient Loop Background"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </Backlight>
      <BacklightDefault blur={5}>
        <div className="flex max-w-lg gap-16">
          <svg className="h-16 w-16" viewBox="0 0 256 256" fill="none" aria-hidden="true">
            <rect width="256" height="256" rx="128" fill="#EF786F" />
          </svg>
        </div>
      </BacklightDefault>
    </>
  )
}
