import { PRODUCT_NAME } from '@/lib/config'

/** One sentence per written docs page, by URL: the page's lead and its meta description. */
export const contentDescriptions: Record<string, string> = {
  '/components': 'Animated, accessible React components that you copy into your project with one command and then own.',
  '/components/installation': `Set up a project for ${PRODUCT_NAME} components, then add the ones you need.`,
  '/components/installation/next': `Use ${PRODUCT_NAME} components in a Next.js app with the App Router.`,
  '/components/installation/vite': `Use ${PRODUCT_NAME} components in a React app built with Vite.`,
  '/components/installation/remix': `Use ${PRODUCT_NAME} components in a Remix app, now React Router in framework mode.`,
  '/components/installation/astro': `Use ${PRODUCT_NAME} components as React islands in an Astro site.`,
  '/components/installation/laravel': `Use ${PRODUCT_NAME} components with Laravel's React starter kit.`,
  '/components/installation/gatsby': `Use ${PRODUCT_NAME} components in a Gatsby site with Tailwind CSS v4.`,
  '/components/installation/manual': 'Set up a project by hand, without any command-line tool.',
  '/components/tailwind-v4': 'How the components use Tailwind CSS v4, and what an install adds to your CSS.',
  '/components/mcp': `Let AI coding tools search, read and install ${PRODUCT_NAME} components through its MCP server, llms.txt and an agent skill.`,
  '/components/templates/agent':
    'Introduce an AI agent: what it does, the tools it works with and the questions teams ask.',
  '/components/templates/devtool':
    'Let a developer tool speak in code: a terminal session in the hero, features, figures and pricing.',
  '/components/templates/mobile': 'Put a mobile app front and centre, with the store links always within reach.',
  '/components/templates/saas':
    'A B2B product page from the first promise to pricing, reviews and the questions buyers ask.',
  '/components/templates/startup': 'Say what you do, show why it matters and collect sign-ups, on one page.',
  '/components/templates/portfolio': 'Who you are, what you have built and how to reach you.',
  '/components/templates/changelog': 'Release notes as a timeline people enjoy reading.',
}
