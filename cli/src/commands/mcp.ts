import { Command } from 'commander'
import { serveStdio } from '../mcp/server'
import { registryBase } from '../registry/fetch'
import { projectRegistryBase } from '../utils/config'
import { handleError } from '../utils/errors'
import { commonOptionsSchema, parseOptions, withCommonOptions } from '../utils/options'

export const mcpOptionsSchema = commonOptionsSchema

export const mcp = withCommonOptions(
  new Command('mcp').description(
    'start a Model Context Protocol server on stdio, so AI coding tools can search, read and install items',
  ),
).action(async (raw: Record<string, unknown>) => {
  try {
    const options = parseOptions(mcpOptionsSchema, raw)
    const base = registryBase(options.registry, projectRegistryBase(options.cwd))
    await serveStdio({ base, cwd: options.cwd, silent: options.silent })
  } catch (error) {
    handleError(error)
  }
})
