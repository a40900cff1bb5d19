import { CoolMode, type CoolParticleOptions } from './cool-mode'

const options: CoolParticleOptions = { particle: 'circle', size: 20, particleCount: 30, speedHorz: 5, speedUp: 15 }

export function MagicUiUsage() {
  return (
    <div className="grid gap-4">
      <CoolMode>
        <button type="button">Click me</button>
      </CoolMode>
      <CoolMode options={{ particle: '/avatar.png' }}>
        <button type="button">Click Me!</button>
      </CoolMode>
      <CoolMode options={options}>
        <a href="#top">Back to the top</a>
      </CoolMode>
    </div>
  )
}
