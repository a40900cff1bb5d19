import { BellIcon, CalendarIcon, FileTextIcon, GlobeIcon } from 'lucide-react'
import type * as React from 'react'
import { BentoCard, BentoGrid } from './bento-grid'

type Feature = {
  Icon: React.ElementType
  name: string
  description: string
  href: string
  cta: string
  background: React.ReactNode
  className: string
}

const features: Feature[] = [
  {
    Icon: FileTextIcon,
    name: 'Keep every draft',
    description: 'Changes are stored while you write.',
    href: '/',
    cta: 'Learn more',
    background: <div className="absolute -top-20 -right-20 opacity-60" />,
    className: 'col-span-3 lg:col-span-1',
  },
  {
    Icon: BellIcon,
    name: 'Alerts',
    description: 'Hear about mentions as they happen.',
    href: '/',
    cta: 'Learn more',
    background: <div className="absolute -top-20 -right-20 opacity-60" />,
    className: 'col-span-3 lg:col-span-2',
  },
  {
    Icon: GlobeIcon,
    name: 'Every language',
    description: 'Works wherever your readers are.',
    href: '/',
    cta: 'Learn more',
    background: <div className="absolute -top-20 -right-20 opacity-60" />,
    className: 'lg:col-start-1 lg:col-end-2 lg:row-start-3 lg:row-end-4',
  },
]

/** Bento Grid as Magic UI documents it: its exports, every BentoCard prop, spread from a features list. */
export function MagicUiUsage() {
  return (
    <>
      <BentoGrid>
        {features.map((feature) => (
          <BentoCard key={feature.name} {...feature} />
        ))}
      </BentoGrid>
      <BentoGrid className="lg:grid-rows-3">
        <BentoCard
          name="Calendar"
          className="lg:col-start-3 lg:col-end-3 lg:row-start-1 lg:row-end-2"
          background={<span />}
          Icon={CalendarIcon}
          description="Filter by date."
          href="/calendar"
          cta="Open"
        />
      </BentoGrid>
    </>
  )
}
