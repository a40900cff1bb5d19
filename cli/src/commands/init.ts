import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { Command } from 'commander'
import prompts from 'prompts'
import { registryBase } from '../registry/fetch'
import { addItems } from '../utils/add-items'
import { CONFIG_FILE, planConfigFile, projectRegistryBase, readConfig, resolvePlannedConfig } from '../utils/config'
import { CLI_NAME, STYLE_ITEM } from '../utils/constants'
import { CliError, handleError } from '../utils/errors'
import { detectFramework, detectTailwindCss, frameworkNotes, readPackageJson, tailwindMajor } from '../utils/framework'
import { cliCommand } from '../utils/invocation'
import { createLogger } from '../utils/logger'
import { parseOptions, withWriteOptions, writeOptionsSchema } from '../utils/options'
import { importAlias, isTypeScriptProject, loadTsPaths } from '../utils/tsconfig'

export const initOptionsSchema = writeOptionsSchema

export const init = withWriteOptions(
  new Command('init').description(
    'set up a project: write components.json and install the style (theme tokens, the cn() helper, base CSS)',
  ),
  'update an existing components.json that differs',
).action(async (raw: Record<string, unknown>) => {
  try {
    const options = parseOptions(initOptionsSchema, raw)
    const logger = createLogger({ silent: options.silent })
    const cwd = options.cwd
    if (!readPackageJson(cwd)) {
      throw new CliError(`No package.json in ${cwd}.`, {
        hint: 'Run init in the root of a JavaScript project (or pass --cwd).',
      })
    }

    const detecting = logger.spinner('Detecting the framework, Tailwind CSS and import alias')
    const framework = detectFramework(cwd)
    const css = detectTailwindCss(cwd, framework.name)
    const major = tailwindMajor(cwd)
    const tsx = isTypeScriptProject(cwd)
    const tsPaths = loadTsPaths(cwd)
    const alias = tsPaths && importAlias(tsPaths)
    if (!css) {
      detecting.fail()
      throw new CliError(
        major !== undefined && major < 4
          ? `This project uses Tailwind CSS v${major}; ${CLI_NAME} installs into Tailwind CSS v4 projects.`
          : 'Found no Tailwind CSS v4 stylesheet (a CSS file with @import "tailwindcss").',
        { hint: 'Install Tailwind CSS v4 (https://tailwindcss.com/docs/installation) and run init again.' },
      )
    }
    if (!alias) {
      detecting.fail()
      // `paths` alone: they resolve from the config's folder, and TypeScript 7 rejects `baseUrl`. Vite's
      // template keeps its settings in tsconfig.app.json, which tsc reads; shadcn's CLI reads tsconfig.json.
      const configs = tsx
        ? ['tsconfig.json', 'tsconfig.app.json'].filter((name) => existsSync(resolve(cwd, name)))
        : ['jsconfig.json']
      throw new CliError(`Found no import alias in ${configs.join(' or ')}.`, {
        hint: `Add "paths": { "@/*": ["./src/*"] } to compilerOptions in ${configs.join(' and ')}, and the same alias to your bundler config, then run init again.`,
      })
    }
    detecting.succeed(`Found ${framework.label}, Tailwind CSS at ${css}, import alias ${alias}/*`)

    const base = registryBase(options.registry, projectRegistryBase(cwd))
    const plan = planConfigFile(cwd, {
      css,
      alias,
      rsc: framework.rsc,
      tsx,
      registryBase: base,
    })
    let write = plan.changed
    if (plan.existing !== undefined && write && !options.overwrite) {
      const ask = process.stdin.isTTY && process.stdout.isTTY && !options.yes && !options.dryRun
      write = ask
        ? (
            await prompts({
              type: 'confirm',
              name: 'ok',
              message: `${CONFIG_FILE} exists and differs. Update it (its other settings and comments stay)?`,
              initial: false,
            })
          ).ok === true
        : false
      if (!write) logger.info(`Kept the existing ${CONFIG_FILE} (pass --overwrite to update it).`)
    }
    // The style (the theme every item reads, the cn() helper every item imports, the base CSS) is
    // the same item shadcn's init installs from our registry, and goes through add; components.json
    // is written in the same step as its files: if the registry cannot be reached, init leaves
    // nothing behind.
    const config = write ? resolvePlannedConfig(cwd, plan) : readConfig(cwd)
    await addItems([STYLE_ITEM], {
      base,
      config,
      overwrite: options.overwrite,
      yes: options.yes,
      dryRun: options.dryRun,
      logger,
      extraWrites: write ? [{ path: plan.path, content: plan.content }] : [],
    })
    if (options.dryRun) logger.info(write ? `Would write ${CONFIG_FILE}.` : `Would keep ${CONFIG_FILE}.`)
    else {
      if (write) logger.success(`Wrote ${CONFIG_FILE}`)
      logger.success(`Ready. Add components with: ${cliCommand('add marquee')}`)
      for (const line of frameworkNotes(framework, cwd)) logger.info(line)
    }
  } catch (error) {
    handleError(error)
  }
})
