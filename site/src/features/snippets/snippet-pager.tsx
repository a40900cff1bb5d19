import { CatalogPager } from '@/features/catalog/pager'
import { snippetPagerItems } from './snippet-rules'
import type { SnippetSearch } from './snippet-search'

type Props = { search: SnippetSearch; page: number; totalPages: number }

/** The snippet pager (docs/product.md, Snippets): page 1, the last page and the current page's neighbours. */
export function SnippetPager({ search, page, totalPages }: Props) {
  return (
    <CatalogPager
      items={snippetPagerItems(page, totalPages)}
      page={page}
      totalPages={totalPages}
      slot="snippet-pager"
      linkTo={(target) => ({ to: '/snippets', search: { ...search, page: target > 1 ? target : undefined } })}
    />
  )
}
