import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // `next build` also writes .next/standalone: a server.js and only the node_modules files the
  // app really uses, which is what the Dockerfile ships instead of the whole node_modules.
  output: 'standalone',
  // No "X-Powered-By: Next.js" header.
  poweredByHeader: false,
}

export default nextConfig
