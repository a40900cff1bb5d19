import {
  BellIcon,
  BoxesIcon,
  CircleCheckIcon,
  CloudIcon,
  CodeXmlIcon,
  ContainerIcon,
  DatabaseIcon,
  FileCodeIcon,
  GitBranchIcon,
  GitPullRequestIcon,
  HardDriveIcon,
  KeyRoundIcon,
  Link2Icon,
  MessagesSquareIcon,
  RssIcon,
  TimerIcon,
  WebhookIcon,
  WorkflowIcon,
} from 'lucide-react'
import type * as React from 'react'
import { cn } from '../../lib/utils'
import FeaturesBento from '../features-bento/features-bento'
import FooterColumns from '../footer-columns/footer-columns'
import HeroSplit from '../hero-split/hero-split'
import LogoCloud from '../logo-cloud/logo-cloud'
import Navbar from '../navbar/navbar'
import PricingTiers from '../pricing-tiers/pricing-tiers'
import StatsTicker from '../stats-ticker/stats-ticker'

export type DevtoolTemplateProps = React.ComponentProps<'div'>

/** Keeps a section's heading clear of the sticky navbar when a link scrolls to it. */
const anchored = 'scroll-mt-16'

/**
 * A landing page for Pitstop, a fictional CLI and cloud that gives every pull request its own
 * preview environment: a navbar, a split hero whose terminal runs `pitstop up`, customer logos,
 * bento features, figures that count up, pricing and the footer. The navbar's links lead to the
 * sections on the page; every word is a prop of the block it sits in, so change it there.
 */
export default function DevtoolTemplate({ className, ...props }: DevtoolTemplateProps) {
  return (
    <div className={cn('bg-background text-foreground', className)} {...props}>
      <Navbar
        id="top"
        brand="Pitstop"
        brandHref="#top"
        links={[
          { label: 'Features', href: '#features' },
          { label: 'Customers', href: '#customers' },
          { label: 'Performance', href: '#performance' },
          { label: 'Pricing', href: '#pricing' },
        ]}
        signIn={{ label: 'Log in', href: '#' }}
        cta={{ label: 'Start free', href: '#pricing' }}
      />
      <HeroSplit
        eyebrow="CLI + cloud · Preview environments"
        title="A full-stack preview for every pull request"
        description="Pitstop reads the compose file you already have, boots your whole stack with a copy of real data, and posts a link on the pull request. Reviewers click instead of checking out a branch."
        primaryAction={{ label: 'Start free', href: '#pricing' }}
        secondaryAction={{ label: 'See what it does', href: '#features' }}
        terminalTitle="~/checkout-service — pitstop"
        command="$ pitstop up --branch feat/split-payments"
        output={[
          'Found docker-compose.yml: web, api, worker, postgres.',
          'Restored the "staging-seed" snapshot (2.1 GB) in 6s.',
          'Built web and api from the layer cache in 18s.',
          'Ran 3 migrations and the smoke tests: all green.',
          'Posted the preview link on pull request #482.',
        ]}
        result="Preview ready in 41s. It sleeps after 30 idle minutes."
      />
      <LogoCloud
        id="customers"
        className={anchored}
        title="Every pull request gets a preview at"
        logos={[
          { name: 'Kestrel Pay', shape: 'diamond' },
          { name: 'Orbitale', shape: 'circle' },
          { name: 'Lumenworks', shape: 'bars' },
          { name: 'Fernhill', shape: 'triangle' },
          { name: 'Tessellate', shape: 'hexagon' },
          { name: 'Bytewharf', shape: 'square' },
          { name: 'Marigold Health', shape: 'circle' },
          { name: 'Quarrystone', shape: 'bars' },
        ]}
      />
      <FeaturesBento
        id="features"
        className={anchored}
        eyebrow="Features"
        title="Staging for every branch, without the staging server"
        description="One command on a laptop, one line in CI. Pitstop handles the containers, databases, secrets and URLs, then tidies up when the pull request closes."
        cards={[
          {
            name: 'Your config, not ours',
            description:
              'Pitstop reads docker-compose.yml and a short pitstop.yaml. No Kubernetes manifests to write or keep in sync.',
            href: '#',
            cta: 'See a pitstop.yaml',
            Icon: FileCodeIcon,
            background: 'files',
            className: 'lg:col-span-1',
          },
          {
            name: 'Status where you review',
            description:
              'Build progress, test results and the preview link land on the pull request and in your team channel as they happen.',
            href: '#',
            cta: 'See the timeline',
            Icon: BellIcon,
            background: 'notifications',
            className: 'lg:col-span-2',
          },
          {
            name: 'The whole stack, not just the frontend',
            description:
              'Databases seeded from snapshots, queues, workers, object storage and third-party webhooks, wired together for each branch.',
            href: '#',
            cta: 'Browse services',
            Icon: BoxesIcon,
            background: 'integrations',
            className: 'lg:col-span-2',
          },
          {
            name: 'Share a link, not a branch',
            description:
              'Designers, product managers and customers open the preview in a browser, behind a password you choose.',
            href: '#',
            cta: 'Invite reviewers',
            Icon: Link2Icon,
            background: 'themes',
            className: 'lg:col-span-1',
          },
        ]}
        files={[
          { name: 'pitstop.yaml', line: 'preview: { sleep_after: 30m, seed: staging-seed }' },
          { name: 'docker-compose.yml', line: 'services: { web, api, worker, postgres }' },
          { name: '.github/workflows/pr.yml', line: 'run: pitstop up --branch $GITHUB_HEAD_REF' },
          { name: 'seed.sql', line: 'insert into plans (name, price) values …' },
          { name: '.pitstop/secrets.yaml', line: 'from_vault: [STRIPE_TEST_KEY, MAPS_TOKEN]' },
          { name: 'Dockerfile', line: 'FROM node:22-slim AS build' },
          { name: 'api/.env.preview', line: 'DATABASE_URL=$PITSTOP_POSTGRES_URL' },
          { name: '.pitstop/routes.yaml', line: '"/": web, "/api": api, "/files": minio' },
        ]}
        notifications={[
          { icon: CircleCheckIcon, title: 'Preview ready for #482', time: 'Just now' },
          { icon: GitPullRequestIcon, title: 'Ana opened the preview link', time: '2 min ago' },
          { icon: TimerIcon, title: '#471 went to sleep after 30 min', time: '18 min ago' },
          { icon: GitBranchIcon, title: '#466 merged: environment removed', time: '1 h ago' },
        ]}
        integrations={[
          DatabaseIcon,
          ContainerIcon,
          WorkflowIcon,
          KeyRoundIcon,
          HardDriveIcon,
          WebhookIcon,
          CloudIcon,
          GitBranchIcon,
        ]}
      />
      <StatsTicker
        id="performance"
        className={anchored}
        title="Fast enough to make previews the default"
        description="Measured across every environment Pitstop started in the last 90 days."
        stats={[
          { value: 41, suffix: 's', label: 'Median time from push to preview link' },
          { value: 2.3, decimalPlaces: 1, suffix: 'M', label: 'Preview environments started last quarter' },
          { value: 68, suffix: '%', label: 'Fewer bugs found after merge, as reported by teams' },
          { value: 99.95, decimalPlaces: 2, suffix: '%', label: 'Previews that came up on the first try' },
        ]}
      />
      <PricingTiers
        id="pricing"
        className={anchored}
        title="Pay for the previews you run"
        description="Every plan includes the CLI, unlimited branches and automatic clean-up. Idle environments sleep and cost nothing."
        tiers={[
          {
            name: 'Solo',
            description: 'For your own projects and open-source work.',
            monthlyPrice: 0,
            features: [
              '3 concurrent previews',
              '2 vCPU and 4 GB per preview',
              'Public preview links',
              'Community support',
            ],
            cta: { label: 'Install the CLI', href: '#' },
          },
          {
            name: 'Team',
            description: 'For product teams reviewing several pull requests a day.',
            monthlyPrice: 49,
            features: [
              '20 concurrent previews',
              '8 vCPU and 16 GB per preview',
              'Database snapshots and seeding',
              'Password-protected links',
              'Pull request and chat notifications',
            ],
            cta: { label: 'Start a 14-day trial', href: '#' },
            popular: true,
          },
          {
            name: 'Enterprise',
            description: 'For organisations with compliance and network needs.',
            monthlyPrice: 199,
            features: [
              'Unlimited concurrent previews',
              'Run in your own cloud account',
              'Single sign-on and audit log',
              'Private networking to your services',
              'A named support engineer',
            ],
            cta: { label: 'Contact sales', href: '#' },
          },
        ]}
      />
      <FooterColumns
        brand={{ label: 'Pitstop', href: '#top' }}
        description="Preview environments for every pull request, from one command on your laptop or in CI."
        socialLinks={[
          { label: 'Source code', href: '#', icon: CodeXmlIcon },
          { label: 'Community chat', href: '#', icon: MessagesSquareIcon },
          { label: 'Changelog feed', href: '#', icon: RssIcon },
        ]}
        columns={[
          {
            title: 'Product',
            links: [
              { label: 'Features', href: '#features' },
              { label: 'Pricing', href: '#pricing' },
              { label: 'Customers', href: '#customers' },
              { label: 'Changelog', href: '#' },
            ],
          },
          {
            title: 'Developers',
            links: [
              { label: 'CLI reference', href: '#' },
              { label: 'pitstop.yaml', href: '#' },
              { label: 'CI recipes', href: '#' },
              { label: 'Status', href: '#' },
            ],
          },
          {
            title: 'Company',
            links: [
              { label: 'About', href: '#' },
              { label: 'Blog', href: '#' },
              { label: 'Careers', href: '#' },
              { label: 'Contact', href: '#' },
            ],
          },
        ]}
        copyrightHolder="Pitstop Cloud, Inc."
        legalLinks={[
          { label: 'Privacy', href: '#' },
          { label: 'Terms', href: '#' },
          { label: 'Security', href: '#' },
        ]}
      />
    </div>
  )
}
