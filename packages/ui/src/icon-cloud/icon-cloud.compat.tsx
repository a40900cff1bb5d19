import { FileIcon, SettingsIcon } from 'lucide-react'
import { IconCloud } from './icon-cloud'

const slugs = ['typescript', 'javascript', 'react']
const images = slugs.map((slug) => `https://cdn.simpleicons.org/${slug}/${slug}`)

/** Magic UI's documented usage and every prop of its props table, against our item. */
export function MagicUiUsage() {
  return (
    <div className="relative overflow-hidden">
      <IconCloud images={images} />
      <IconCloud icons={[<FileIcon key="file" />, <SettingsIcon key="settings" />]} />
      <IconCloud icons={[]} images={[]} />
      <IconCloud />
    </div>
  )
}
