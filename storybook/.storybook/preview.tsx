import type { Decorator, Preview } from '@storybook/react-vite'
import * as React from 'react'
import { configure } from 'storybook/test'
import { setReducedMotion } from './reduced-motion'
import './preview.css'

// `waitFor` and `find*` wait up to 15 s for an animation's next state (a view transition's capture,
// a typed word): a bound for a stalled animation, not its pace, which four stories at once on two
// busy cores fall far behind. A story that passes still passes as soon as the state is there.
configure({ asyncUtilTimeout: 15_000 })

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

const withReducedMotion: Decorator = (Story, context) => {
  const reduce = context.globals.motion === 'reduce'
  // Set during render rather than in an effect: the story must read the preference on its very
  // first render, as it would on a page where the visitor's setting was there all along.
  setReducedMotion(reduce)
  // motion's useReducedMotion reads the preference once per mount, so a switch remounts the story.
  return (
    <React.Fragment key={reduce ? 'reduce' : 'no-preference'}>
      <Story />
    </React.Fragment>
  )
}

const preview: Preview = {
  decorators: [withReducedMotion, withTheme],
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
    motion: {
      description: 'Emulate prefers-reduced-motion',
      toolbar: {
        title: 'Motion',
        icon: 'play',
        items: [
          { value: 'no-preference', icon: 'play', title: 'Full motion' },
          { value: 'reduce', icon: 'stop', title: 'Reduced motion' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', motion: 'no-preference' },
  parameters: {
    layout: 'centered',
    // The theme switch paints the page from the theme tokens; a separate background picker would fight it.
    backgrounds: { disable: true },
    controls: { matchers: { color: /color$/i } },
    // Any axe violation fails the story's test (and shows in the Accessibility panel while developing).
    a11y: { test: 'error' },
  },
}

export default preview
