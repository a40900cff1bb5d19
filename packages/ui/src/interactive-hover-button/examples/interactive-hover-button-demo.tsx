import { InteractiveHoverButton } from '../interactive-hover-button'

export default function InteractiveHoverButtonDemo() {
  return <InteractiveHoverButton>Hover Me</InteractiveHoverButton>
}
