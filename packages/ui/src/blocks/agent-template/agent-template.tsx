import {
  ActivityIcon,
  BookOpenIcon,
  BotIcon,
  BugIcon,
  CodeXmlIcon,
  FlagIcon,
  GitBranchIcon,
  GitPullRequestIcon,
  KeyRoundIcon,
  MessagesSquareIcon,
  RssIcon,
  ScrollTextIcon,
  ShieldCheckIcon,
  TagsIcon,
  TicketIcon,
  WalletIcon,
  WorkflowIcon,
} from 'lucide-react'
import type * as React from 'react'
import { cn } from '../../lib/utils'
import CtaRetro from '../cta-retro/cta-retro'
import FaqAccordion from '../faq-accordion/faq-accordion'
import FeaturesGrid from '../features-grid/features-grid'
import FooterColumns from '../footer-columns/footer-columns'
import HeroCentered from '../hero-centered/hero-centered'
import IntegrationsOrbit from '../integrations-orbit/integrations-orbit'
import Navbar from '../navbar/navbar'

export type AgentTemplateProps = React.ComponentProps<'div'>

/** Keeps a section's heading clear of the sticky navbar when a link scrolls to it. */
const anchored = 'scroll-mt-16'

/**
 * A landing page for Patchwell, a fictional AI agent that triages new issues and opens pull
 * requests for the ones it can fix: a navbar, a centred hero, the features, the tools it connects
 * to, questions and answers, a closing call to action and the footer. The navbar's links lead to
 * the sections on the page; every word is a prop of the block it sits in, so change it there.
 */
export default function AgentTemplate({ className, ...props }: AgentTemplateProps) {
  return (
    <div className={cn('bg-background text-foreground', className)} {...props}>
      <Navbar
        id="top"
        brand="Patchwell"
        brandHref="#top"
        links={[
          { label: 'How it works', href: '#features' },
          { label: 'Integrations', href: '#integrations' },
          { label: 'FAQ', href: '#faq' },
        ]}
        signIn={{ label: 'Sign in', href: '#' }}
        cta={{ label: 'Try it on a repo', href: '#get-started' }}
      />
      <HeroCentered
        announcement="New: Patchwell now reproduces bugs before it fixes them"
        announcementHref="#features"
        title="The teammate who clears your issue queue overnight"
        description="Patchwell reads every new issue, labels and routes it, and opens a tested pull request for the ones it can fix. Your engineers review and merge; the backlog stops growing."
        primaryAction={{ label: 'Try it on a repo', href: '#get-started' }}
        secondaryAction={{ label: 'See how it works', href: '#features' }}
      />
      <FeaturesGrid
        id="features"
        className={anchored}
        eyebrow="How it works"
        title="From a new issue to a reviewed fix, without the shuffle"
        description="Patchwell works in your repository the way a careful new hire would: it asks before it guesses, tests before it pushes and leaves a note explaining every change."
        features={[
          {
            icon: TagsIcon,
            title: 'Triage the moment an issue lands',
            description:
              'Each report is labelled, linked to its duplicates and assigned to the team that owns the code, usually within a minute.',
          },
          {
            icon: BugIcon,
            title: 'Reproduce before repairing',
            description:
              'It writes a failing test from the steps in the issue first, so you can see the bug is real before any fix appears.',
          },
          {
            icon: GitPullRequestIcon,
            title: 'Pull requests you would write',
            description:
              'Small, focused diffs in your code style, with a summary of the cause, the fix and how it was verified.',
          },
          {
            icon: ShieldCheckIcon,
            title: 'Your rules, always',
            description:
              'Branch protection, required reviews and code owners apply to Patchwell exactly as they do to everyone else.',
          },
          {
            icon: BookOpenIcon,
            title: 'Learns how your team works',
            description:
              'It reads your contributing guide, past reviews and architecture notes, and takes review comments on board next time.',
          },
          {
            icon: WalletIcon,
            title: 'A budget it sticks to',
            description:
              'Set a monthly spend and a cap per issue. Patchwell hands a problem back to a person long before it runs over.',
          },
        ]}
      />
      <IntegrationsOrbit
        id="integrations"
        className={anchored}
        eyebrow="Integrations"
        title="Works where your issues already live"
        description="Connect your code host and issue tracker in two clicks. Patchwell reads the context it needs from your monitoring and docs, and reports back in the channel your team already watches."
        action={{ label: 'See every integration', href: '#' }}
        centre={<BotIcon />}
        innerRing={[
          { name: 'Issue trackers', icon: <TicketIcon /> },
          { name: 'Pull requests', icon: <GitPullRequestIcon /> },
          { name: 'CI pipelines', icon: <WorkflowIcon /> },
        ]}
        outerRing={[
          { name: 'Error monitoring', icon: <ActivityIcon /> },
          { name: 'Team chat', icon: <MessagesSquareIcon /> },
          { name: 'Docs and wikis', icon: <BookOpenIcon /> },
          { name: 'Feature flags', icon: <FlagIcon /> },
          { name: 'Application logs', icon: <ScrollTextIcon /> },
          { name: 'Branches', icon: <GitBranchIcon /> },
          { name: 'Secrets managers', icon: <KeyRoundIcon /> },
        ]}
      />
      <FaqAccordion
        id="faq"
        className={anchored}
        title="Questions teams ask before they hand over an issue"
        description="What Patchwell can touch, what it keeps and what happens when it gets something wrong. Anything else, ask the people who build it."
        items={[
          {
            question: 'Can Patchwell merge its own pull requests?',
            answer:
              'No. It opens pull requests and responds to review comments, but merging is always a person’s decision. It has no permission to push to protected branches.',
          },
          {
            question: 'What does it do with our source code?',
            answer:
              'It reads your repository inside an isolated sandbox that is destroyed when the task ends. Your code is never used to train models, and nothing is kept beyond the pull request it opens.',
          },
          {
            question: 'Which languages does it handle well?',
            answer:
              'TypeScript, Python, Go, Ruby, Java and Rust are the most tested. It works in any repository with a test suite it can run in a Linux container.',
          },
          {
            question: 'What happens when it cannot fix an issue?',
            answer:
              'It stops, writes up what it found (the reproduction, the suspect files and what it tried) and assigns the issue to the owning team. You are billed only for the triage.',
          },
          {
            question: 'How is it priced?',
            answer:
              'Triage is included for every issue. Fix attempts are billed per pull request opened, and you set a monthly ceiling that Patchwell will not pass.',
          },
          {
            question: 'Can we run it in our own cloud?',
            answer:
              'Yes, on the Enterprise plan. The agent runs in your account and calls the model provider you choose, so code never leaves your network.',
          },
        ]}
        contactPrompt="Want to see it on one of your own issues?"
        contactAction={{ label: 'Book a walkthrough', href: '#get-started' }}
      />
      <CtaRetro
        id="get-started"
        className={anchored}
        title="Hand Patchwell your ten oldest issues"
        description="Install it on one repository, point it at the backlog and read the pull requests over coffee. The first 50 issues are on us, no card needed."
        primaryAction={{ label: 'Install on a repository', href: '#' }}
        secondaryAction={{ label: 'Talk to the team', href: '#' }}
      />
      <FooterColumns
        brand={{ label: 'Patchwell', href: '#top' }}
        description="An AI teammate that triages issues and opens pull requests your engineers are happy to review."
        socialLinks={[
          { label: 'Source code', href: '#', icon: CodeXmlIcon },
          { label: 'Community', href: '#', icon: MessagesSquareIcon },
          { label: 'Changelog feed', href: '#', icon: RssIcon },
        ]}
        columns={[
          {
            title: 'Product',
            links: [
              { label: 'How it works', href: '#features' },
              { label: 'Integrations', href: '#integrations' },
              { label: 'Security', href: '#' },
              { label: 'Changelog', href: '#' },
            ],
          },
          {
            title: 'Resources',
            links: [
              { label: 'Documentation', href: '#' },
              { label: 'Writing good issues', href: '#' },
              { label: 'FAQ', href: '#faq' },
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
        copyrightHolder="Patchwell Labs, Inc."
        legalLinks={[
          { label: 'Privacy', href: '#' },
          { label: 'Terms', href: '#' },
          { label: 'Data processing', href: '#' },
        ]}
      />
    </div>
  )
}
