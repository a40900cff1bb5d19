import type { ErrorComponentProps } from '@tanstack/react-router'
import { CatalogListError } from '@/features/catalog/list-error'

/** The snippet list's error state. */
export function SnippetListError(props: ErrorComponentProps) {
  return <CatalogListError {...props} title="Could not load the snippets" slot="snippet-list-error" />
}
