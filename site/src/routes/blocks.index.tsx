import { createFileRoute } from '@tanstack/react-router'
import { BlocksCatalogue } from '@/features/blocks/blocks-catalogue'
import { pageTitle } from '@/lib/page-title'

export const Route = createFileRoute('/blocks/')({
  head: () => ({
    meta: [
      { title: pageTitle('Blocks') },
      {
        name: 'description',
        content:
          'Landing-page blocks built from animated, accessible React components: preview, read and install them.',
      },
    ],
  }),
  component: BlocksCatalogue,
})
