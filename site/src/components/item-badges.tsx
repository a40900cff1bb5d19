import { Badge } from '@/components/ui/badge'

/** An entry's badges wherever items are listed (navigation, docs, blocks): its label and "Pro" when paid. */
export function ItemBadges({ label, paid }: { label?: string; paid?: boolean }) {
  return (
    <>
      {label && <Badge variant={label.toLowerCase() === 'new' ? 'new' : 'secondary'}>{label}</Badge>}
      {paid && <Badge variant="pro">Pro</Badge>}
    </>
  )
}
