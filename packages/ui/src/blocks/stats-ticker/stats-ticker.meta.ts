import { defineItem } from '../../meta'
import { blockCssVars } from '../tokens'

export default defineItem({
  name: 'stats-ticker',
  type: 'registry:block',
  title: 'Stats ticker',
  description: 'Four key figures that count up as they scroll into view, each with a short label.',
  category: 'Stats',
  label: 'New',
  registryDependencies: ['number-ticker', 'utils'],
  files: [{ path: 'blocks/stats-ticker/stats-ticker.tsx', type: 'registry:component' }],
  cssVars: blockCssVars,
})
