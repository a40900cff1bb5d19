import { Button } from '../../button/button'
import { CoolMode } from '../cool-mode'

export default function CoolModeDemo2() {
  return (
    <div className="relative flex items-center justify-center p-8">
      <CoolMode options={{ particle: '🚀', size: 28, particleCount: 30 }}>
        <Button variant="outline">Launch</Button>
      </CoolMode>
    </div>
  )
}
