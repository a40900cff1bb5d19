import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { projectDestination } from './project-path'

const scratch = mkdtempSync(join(tmpdir(), 'snipstack-paths-'))
const root = join(scratch, 'apps', 'web')
const shared = join(scratch, 'packages', 'ui', 'src', 'components')
mkdirSync(join(root, 'src', 'components'), { recursive: true })
mkdirSync(shared, { recursive: true })
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const check =
  (raw: string, path: string, configured: string[] = []) =>
  () =>
    projectDestination('item', raw, path, { root, configured })

describe('projectDestination', () => {
  it('accepts files below the project, also through a link that stays inside it', () => {
    const path = join(root, 'src/components/ui/marquee.tsx')
    expect(check('ui/marquee.tsx', path)()).toBe(path)
    expect(check('~/app/page.tsx', join(root, 'app/page.tsx'))).not.toThrow()
    symlinkSync(join(root, 'src', 'components'), join(root, 'src', 'kit'))
    expect(check('src/kit/x.tsx', join(root, 'src/kit/x.tsx'))).not.toThrow()
  })

  it("accepts a folder the project's aliases point at outside it (a monorepo's UI package), but not beside it", () => {
    expect(check('ui/button.tsx', join(shared, 'ui/button.tsx'), [shared])).not.toThrow()
    expect(check('ui/../../x.tsx', join(shared, '../x.tsx'), [shared])).toThrow('it is outside the project')
  })

  it('refuses the project folder itself and folders of tools, in any case', () => {
    expect(check('.', root)).toThrow('it is outside the project')
    expect(check('.Git./config', join(root, '.Git./config'))).toThrow('.Git. runs code or configures tools')
    expect(check('node_modules', join(root, 'node_modules'))).toThrow('node_modules runs code or configures tools')
  })

  it("refuses agent tools' files that start programs, and accepts an agent skill", () => {
    for (const raw of ['.claude/settings.json', '.Claude/Settings.local.json', '.mcp.json', '.cursor/mcp.json']) {
      expect(check(raw, join(root, raw))).toThrow('runs code or configures tools')
    }
    expect(check('docs/.gemini/settings.json', join(root, 'docs/.gemini/settings.json'))).toThrow(
      '.gemini/settings.json runs code or configures tools',
    )
    expect(check('.claude/skills/snipstack/SKILL.md', join(root, '.claude/skills/snipstack/SKILL.md'))).not.toThrow()
    expect(check('.agents/skills/snipstack/SKILL.md', join(root, '.agents/skills/snipstack/SKILL.md'))).not.toThrow()
  })
})
