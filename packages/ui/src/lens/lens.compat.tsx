import { Lens } from './lens'

export function MagicUiUsage() {
  return (
    <div>
      <Lens>
        <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="Lens Demo" />
      </Lens>
      <Lens
        zoomFactor={2}
        lensSize={150}
        isStatic={false}
        duration={0.3}
        lensColor="black"
        ariaLabel="Zoom into the product"
        defaultPosition={{ x: 100, y: 80 }}
      >
        <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="Product" />
      </Lens>
      <Lens isStatic position={{ x: 260, y: 150 }} zoomFactor={1.5} lensSize={120} lensColor="rgba(0, 0, 0, 0.8)">
        <video src="data:video/mp4;base64," muted />
      </Lens>
    </div>
  )
}
