import type { WorkspaceServiceId } from '@snipstack/contracts'
import { Code2, Database, Globe, LayoutTemplate, Palette, Server } from 'lucide-react'

export const serviceIcons: Record<WorkspaceServiceId, typeof Code2> = {
  snippets: Code2,
  templates: LayoutTemplate,
  hosting: Server,
  databases: Database,
  websites: Globe,
  studio: Palette,
}
