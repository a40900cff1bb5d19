import { Badge } from '@/components/ui/badge'
import { priceBadges } from './snippet-rules'

/** The price badge (FREE, PRO or $price) and, beside a price, its discount (spec §6). */
export function SnippetPriceBadges({
  snippet,
}: {
  snippet: { plan: 'free' | 'pro'; price: number | null; original_price: number | null }
}) {
  const badges = priceBadges(snippet)
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
