import type { ErrorComponentProps } from '@tanstack/react-router'
import { CatalogListError } from '@/features/catalog/list-error'

/** The template listing's error state: the red error message of docs/product.md, Catalogue lists. */
export function TemplateListError(props: ErrorComponentProps) {
  return <CatalogListError {...props} title="Could not load the templates" slot="template-list-error" />
}
