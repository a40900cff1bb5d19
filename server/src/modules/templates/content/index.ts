import { ciCdTemplates } from './ci-cd'
import { dockerTemplates } from './docker'
import { dockerComposeTemplates } from './docker-compose'
import { helmTemplates } from './helm'
import { kubernetesTemplates } from './kubernetes'
import { nginxTemplates } from './nginx'
import { starterTemplates } from './starters'
import { terraformTemplates } from './terraform'
import type { TemplateSeed } from './types'

/** Every template written for Snipstack, one category after another. */
export const ownTemplates: TemplateSeed[] = [
  ...dockerTemplates,
  ...dockerComposeTemplates,
  ...kubernetesTemplates,
  ...helmTemplates,
  ...nginxTemplates,
  ...ciCdTemplates,
  ...terraformTemplates,
  ...starterTemplates,
]
