import { loadOnce } from '@/lib/load-once'
import type { MdxModule } from '@/lib/mdx'
import type { DocPage } from './catalog'
import { loadContentDoc, loadItemDoc } from './loaders'

/** The MDX module of a page (an item's usage notes or a written page); null for an item without notes. */
export function docModule(page: DocPage): Promise<MdxModule> | null {
  if (page.kind === 'item') {
    const load = loadItemDoc(page.item.name)
    return load ? loadOnce(`item-doc:${page.item.name}`, load) : null
  }
  const load = loadContentDoc(page.path)
  return load ? loadOnce(`content:${page.path}`, load) : null
}
