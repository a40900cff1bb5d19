import { Button } from '../../button/button'
import { CoolMode } from '../cool-mode'

export default function CoolModeDemo() {
  return (
    <div className="relative flex items-center justify-center p-8">
      <CoolMode>
        <Button>Click me</Button>
      </CoolMode>
    </div>
  )
}
