import type { Decorator, Preview } from '@storybook/react-vite'
import * as React from 'react'
import './preview.css'

type Theme = 'light' | 'dark'

/** Puts the theme class on <html>, where the items' `dark:` variants and the theme tokens look for it. */
function ThemeRoot({ theme, children }: { theme: Theme; children: React.ReactNode }) {
  React.useLayoutEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark')
  }, [theme])
  return children
}

const withTheme: Decorator = (Story, context) => (
  <ThemeRoot theme={context.globals.theme === 'dark' ? 'dark' : 'light'}>
    <Story />
  </ThemeRoot>
)

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Light or dark theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', icon: 'sun', title: 'Light' },
          { value: 'dark', icon: 'moon', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'centered',
    // The theme switch paints the page from the theme tokens; a separate background picker would fight it.
    backgrounds: { disable: true },
    controls: { matchers: { color: /color$/i } },
  },
}

export default preview
