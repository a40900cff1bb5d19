import { Badge } from '@/components/ui/badge'
import { priceBadges } from './price'

/**
 * The price badge (FREE, PRO or $price) and, beside a price, its discount (docs/product.md,
 * Catalogue lists).
 */
export function PriceBadges({
  item,
}: {
  item: { plan: 'free' | 'pro'; price: number | null; original_price: number | null }
}) {
  const badges = priceBadges(item)
  return (
    <>
      <Badge variant={badges.label === 'FREE' ? 'secondary' : 'pro'} data-badge="price">
        {badges.label}
      </Badge>
      {badges.discount ? (
        <Badge variant="new" data-badge="discount">
          {badges.discount}
        </Badge>
      ) : null}
    </>
  )
}
