import { describe, expect, it } from 'vitest'
import { staticPreview } from './demo-page'

const page = (body: string, head = '<title>Demo</title>') =>
  `<!doctype html>\n<html lang="en">\n<head>${head}</head>\n<body>${body}</body>\n</html>\n`

describe('staticPreview', () => {
  it('shows a static index.html as it is', () => {
    const html = page('<h1>Hello</h1><p>A static page.</p>')
    expect(staticPreview([{ path: 'index.html', content: html }])).toBe(html)
  })

  it('has nothing to show without an index.html', () => {
    expect(staticPreview([{ path: 'Dockerfile', content: 'FROM nginx' }])).toBeUndefined()
    expect(staticPreview([{ path: 'about.html', content: page('<p>About</p>') }])).toBeUndefined()
    expect(staticPreview([])).toBeUndefined()
  })

  it('passes over pages that need a build, a server or a script to show anything', () => {
    // The Vite starter: an empty root filled by a TypeScript module.
    const vite = page('<div id="root"></div>\n<script type="module" src="/src/main.tsx"></script>')
    expect(staticPreview([{ path: 'index.html', content: vite }])).toBeUndefined()
    // Text, but it comes with a source module to compile.
    const withSource = page('<p>Loading…</p><script type="module" src="./main.ts"></script>')
    expect(staticPreview([{ path: 'index.html', content: withSource }])).toBeUndefined()
    expect(staticPreview([{ path: 'public/index.html', content: page('<p>%PUBLIC_URL%</p>') }])).toBeUndefined()
    expect(staticPreview([{ path: 'templates/index.html', content: page('<p>{{ title }}</p>') }])).toBeUndefined()
    // Only a script would write something.
    const scripted = page('<div id="app"></div><script>document.body.append("hi")</script><!-- nothing -->')
    expect(staticPreview([{ path: 'index.html', content: scripted }])).toBeUndefined()
  })

  it('leaves the scripts out: the frame would not run them', () => {
    const html = page('<p>Hi</p><script>alert(1)</script><script src="app.js"></script >')
    expect(staticPreview([{ path: 'index.html', content: html }])).toBe(page('<p>Hi</p>'))
  })

  it('takes the shallowest index.html that qualifies', () => {
    const top = page('<p>Top</p>')
    const nested = page('<p>Nested</p>')
    expect(
      staticPreview([
        { path: 'site/docs/index.html', content: nested },
        { path: 'site/index.html', content: top },
      ]),
    ).toBe(top)
    const vite = page('<div id="root"></div><script type="module" src="/src/main.tsx"></script>')
    expect(
      staticPreview([
        { path: 'index.html', content: vite },
        { path: 'public/index.html', content: nested },
      ]),
    ).toBe(nested)
  })

  it('writes in the stylesheets it links from the template, and leaves the others', () => {
    const html = page(
      '<p>Styled</p>',
      '<link rel="stylesheet" href="style.css"><link href="/css/site.css" rel="stylesheet"><link rel="stylesheet" href="../shared.css?v=2"><link rel="stylesheet" href="https://cdn.example/x.css"><link rel="icon" href="style.css"><link rel="stylesheet" href="missing.css">',
    )
    const files = [
      { path: 'www/index.html', content: html },
      { path: 'www/style.css', content: 'p { color: red }' },
      { path: 'www/css/site.css', content: 'body { margin: 0 } /* </style><script>x</script> */' },
      { path: 'shared.css', content: 'h1 { font-size: 2rem }' },
    ]
    const preview = staticPreview(files) ?? ''
    expect(preview).toContain('<style>p { color: red }</style>')
    expect(preview).toContain('<style>body { margin: 0 } /* <\\/style><script>x</script> */</style>')
    expect(preview).toContain('<style>h1 { font-size: 2rem }</style>')
    expect(preview).toContain('<link rel="stylesheet" href="https://cdn.example/x.css">')
    expect(preview).toContain('<link rel="icon" href="style.css">')
    expect(preview).toContain('<link rel="stylesheet" href="missing.css">')
  })
})
