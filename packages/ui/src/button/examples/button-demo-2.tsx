import { ArrowRightIcon, PlusIcon } from 'lucide-react'
import { Button } from '../button'

export default function ButtonDemo2() {
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <Button size="sm">Small</Button>
      <Button>Default</Button>
      <Button size="lg">Large</Button>
      <Button size="icon" variant="outline" aria-label="Add item">
        <PlusIcon />
      </Button>
      <Button asChild variant="secondary">
        <a href="#get-started">
          Get started
          <ArrowRightIcon />
        </a>
      </Button>
    </div>
  )
}
