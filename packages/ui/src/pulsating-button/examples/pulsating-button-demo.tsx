import { PulsatingButton } from '../pulsating-button'

export default function PulsatingButtonDemo() {
  return <PulsatingButton>Join the beta</PulsatingButton>
}
