import { CodeIcon, EyeIcon } from 'lucide-react'
import { TabsList, TabsTrigger } from '@/components/ui/tabs'
import type { Loader } from '@/lib/load-once'

/**
 * The Preview and Code tabs above a live preview (inside `<Tabs>` with the values 'preview' and
 * 'code'). The code's source starts loading as soon as the pointer or the focus reaches its tab,
 * so it is usually there by the time the tab opens.
 */
export function PreviewCodeTabsList({ label, source }: { label: string; source: Loader<unknown> | undefined }) {
  const prefetch = () => void source?.()
  return (
    <TabsList aria-label={label}>
      <TabsTrigger value="preview">
        <EyeIcon aria-hidden />
        Preview
      </TabsTrigger>
      <TabsTrigger value="code" onPointerEnter={prefetch} onFocus={prefetch}>
        <CodeIcon aria-hidden />
        Code
      </TabsTrigger>
    </TabsList>
  )
}
