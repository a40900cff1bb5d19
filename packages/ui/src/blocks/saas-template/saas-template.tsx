import {
  BellIcon,
  CalendarIcon,
  CloudIcon,
  DatabaseIcon,
  FileCodeIcon,
  GitBranchIcon,
  KanbanIcon,
  MailIcon,
  MessagesSquareIcon,
  PaletteIcon,
  PlugIcon,
  RssIcon,
  TargetIcon,
  TrendingUpIcon,
  WebhookIcon,
} from 'lucide-react'
import type * as React from 'react'
import { cn } from '../../lib/utils'
import CtaRetro from '../cta-retro/cta-retro'
import FaqAccordion from '../faq-accordion/faq-accordion'
import FeaturesBento from '../features-bento/features-bento'
import FooterColumns from '../footer-columns/footer-columns'
import HeroCentered from '../hero-centered/hero-centered'
import LogoCloud from '../logo-cloud/logo-cloud'
import Navbar from '../navbar/navbar'
import PricingTiers from '../pricing-tiers/pricing-tiers'
import TestimonialsMarquee from '../testimonials-marquee/testimonials-marquee'

export type SaasTemplateProps = React.ComponentProps<'div'>

/** Keeps a section's heading clear of the sticky navbar when a link scrolls to it. */
const anchored = 'scroll-mt-16'

/**
 * A landing page for Signalboard, a fictional B2B analytics product that shows how teams work: a
 * navbar, a centred hero, customer logos, bento features, reviews, per-seat pricing, questions and
 * answers, a retro call to action and the footer. The navbar's links lead to the sections on the
 * page; every word is a prop of the block it sits in, so change it there.
 */
export default function SaasTemplate({ className, ...props }: SaasTemplateProps) {
  return (
    <div className={cn('bg-background text-foreground', className)} {...props}>
      <Navbar
        id="top"
        brand="Signalboard"
        brandHref="#top"
        links={[
          { label: 'Features', href: '#features' },
          { label: 'Customers', href: '#customers' },
          { label: 'Pricing', href: '#pricing' },
          { label: 'FAQ', href: '#faq' },
        ]}
        signIn={{ label: 'Sign in', href: '#' }}
        cta={{ label: 'Start free trial', href: '#get-started' }}
      />
      <HeroCentered
        announcement="New: quarterly goals that update themselves"
        announcementHref="#features"
        title="See how your teams work, not just what they ship"
        description="Signalboard joins delivery, focus time and meeting load from the tools your teams already use into one weekly view. Measured per team, never per person."
        primaryAction={{ label: 'Start free trial', href: '#get-started' }}
        secondaryAction={{ label: 'See pricing', href: '#pricing' }}
      />
      <LogoCloud
        title="Weekly reviews at 1,200 companies run on Signalboard"
        logos={[
          { name: 'Harbourline', shape: 'bars' },
          { name: 'Northmere', shape: 'triangle' },
          { name: 'Calyx Labs', shape: 'hexagon' },
          { name: 'Ridgefield', shape: 'square' },
          { name: 'Poplar & Finch', shape: 'circle' },
          { name: 'Saltmarsh', shape: 'diamond' },
          { name: 'Zephyr Health', shape: 'bars' },
          { name: 'Brassica', shape: 'hexagon' },
        ]}
      />
      <FeaturesBento
        id="features"
        className={anchored}
        eyebrow="Features"
        title="One honest picture of how work flows"
        description="No timesheets and no surveys. Signalboard reads the signals your teams already leave behind and turns them into a handful of numbers everyone agrees on."
        cards={[
          {
            name: 'Metrics defined as code',
            description:
              'Cycle time, focus hours and review load live as short YAML files in your repository, reviewed like any other change.',
            href: '#',
            cta: 'Browse the metric library',
            Icon: FileCodeIcon,
            background: 'files',
            className: 'lg:col-span-1',
          },
          {
            name: 'Hear about a slip before the retro',
            description:
              'Signalboard tells a team lead when scope creeps, reviews queue up or meetings crowd out focus time, while there is still time to act.',
            href: '#',
            cta: 'See example alerts',
            Icon: BellIcon,
            background: 'notifications',
            className: 'lg:col-span-2',
          },
          {
            name: 'Every tool your teams use',
            description:
              'Code hosts, issue trackers, calendars and chat join one model of how work moves. Most companies are connected in an afternoon.',
            href: '#',
            cta: 'View integrations',
            Icon: PlugIcon,
            background: 'integrations',
            className: 'lg:col-span-2',
          },
          {
            name: 'Boards for the leadership meeting',
            description: 'Share read-only dashboards in your own colours, light or dark.',
            href: '#',
            cta: 'See a sample board',
            Icon: PaletteIcon,
            background: 'themes',
            className: 'lg:col-span-1',
          },
        ]}
        files={[
          { name: 'metrics/cycle-time.yaml', line: 'from: first_commit  to: deployed' },
          { name: 'metrics/focus-time.yaml', line: 'block: ">= 2h without meetings"' },
          { name: 'teams/payments.yaml', line: 'repos: [checkout, ledger]  board: PAY' },
          { name: 'metrics/review-load.yaml', line: 'count: reviews_requested  per: team_week' },
          { name: 'goals/q3.yaml', line: 'cycle_time_p50: "< 2 days"' },
          { name: 'alerts/scope.yaml', line: 'when: scope_added > 20%  notify: lead' },
          { name: 'boards/leadership.yaml', line: 'share: read_only  refresh: weekly' },
          { name: 'metrics/meeting-load.yaml', line: 'source: calendar  exclude: [one_on_one]' },
        ]}
        notifications={[
          { icon: TrendingUpIcon, title: 'Payments cut cycle time by 18%', time: 'Just now' },
          { icon: CalendarIcon, title: 'Platform: meetings above 40% of the week', time: '12 min ago' },
          { icon: TargetIcon, title: 'Q3 goal “ship faster” is on track', time: '1 h ago' },
          { icon: MessagesSquareIcon, title: 'Weekly summary posted for the leads', time: 'Mon 9:00' },
        ]}
        integrations={[
          GitBranchIcon,
          CalendarIcon,
          KanbanIcon,
          MessagesSquareIcon,
          DatabaseIcon,
          WebhookIcon,
          CloudIcon,
          MailIcon,
        ]}
      />
      <TestimonialsMarquee
        id="customers"
        className={anchored}
        title="Engineering leaders stopped guessing"
        description="Heads of engineering, team leads and operations people on what changed once the numbers were in one place."
        testimonials={[
          {
            name: 'Grace Adebayo',
            role: 'VP Engineering, Harbourline',
            quote:
              'Our weekly review used to be opinions. Now it starts from the same five numbers, and ends twenty minutes sooner.',
          },
          {
            name: 'Mateo Alvarez',
            role: 'Team lead, Calyx Labs',
            quote: 'The focus-time alert made the case for a no-meeting Wednesday better than I ever could.',
          },
          {
            name: 'Hannah Kowalski',
            role: 'Head of Operations, Ridgefield',
            quote:
              'Because it only reports per team, people trusted it from the first week. That never happened with our old dashboards.',
          },
          {
            name: 'Samir Qureshi',
            role: 'CTO, Saltmarsh',
            quote:
              'We found that review queues, not coding, were slowing us down. Fixing that took cycle time from six days to three.',
          },
          {
            name: 'Elise Moreau',
            role: 'Engineering manager, Northmere',
            quote:
              'Metrics as code means when someone asks what "cycle time" means, I send them a file instead of a meeting invite.',
          },
          {
            name: 'Kofi Boateng',
            role: 'Director of Product, Zephyr Health',
            quote:
              'I finally see where product and engineering time goes without asking anyone to fill in a spreadsheet.',
          },
          {
            name: 'Ingrid Solberg',
            role: 'Chief of Staff, Poplar & Finch',
            quote: 'The leadership board is the first tab I open on Monday. It replaced four status updates.',
          },
          {
            name: 'Daniel Osei',
            role: 'Staff engineer, Brassica',
            quote: 'Setup took an afternoon. The hardest part was agreeing on what to call our teams.',
          },
        ]}
      />
      <PricingTiers
        id="pricing"
        className={anchored}
        title="Priced per person, billed only for active teammates"
        description="Everyone who contributes to a connected tool in a month counts once. People on leave or who never show up in a tool are free."
        tiers={[
          {
            name: 'Starter',
            description: 'For a single team getting its first honest numbers.',
            monthlyPrice: 0,
            features: ['Up to 10 people', '3 integrations', 'Core delivery metrics', '30 days of history'],
            cta: { label: 'Start for free', href: '#' },
          },
          {
            name: 'Growth',
            description: 'For companies with several teams and a weekly review.',
            monthlyPrice: 12,
            features: [
              'Unlimited people and teams',
              'All integrations',
              'Metrics as code and custom metrics',
              'Alerts for team leads',
              '2 years of history',
            ],
            cta: { label: 'Start a 14-day trial', href: '#' },
            popular: true,
          },
          {
            name: 'Enterprise',
            description: 'For organisations with security reviews and many departments.',
            monthlyPrice: 24,
            features: [
              'Everything in Growth',
              'Single sign-on and SCIM',
              'EU or US data residency',
              'Unlimited history and data export',
              'A dedicated customer success manager',
            ],
            cta: { label: 'Talk to sales', href: '#' },
          },
        ]}
        labels={{ perMonth: 'per person / month', free: 'Free for small teams' }}
      />
      <FaqAccordion
        id="faq"
        className={anchored}
        title="Questions we hear in every demo"
        description="About privacy, set-up and billing. If yours is not here, the team behind Signalboard answers support mail in person."
        items={[
          {
            question: 'Does Signalboard rank or track individual people?',
            answer:
              'No. Every number is shown per team, and a team needs at least four people before it appears. There is no leaderboard and no per-person view, even for admins.',
          },
          {
            question: 'Which tools can we connect?',
            answer:
              'Code hosts, issue trackers, calendars, chat and incident tools, over 40 in all. Anything else can send events to our webhook API.',
          },
          {
            question: 'How long until we see useful numbers?',
            answer:
              'Signalboard imports up to a year of history when you connect a tool, so most teams see their first trends on day one.',
          },
          {
            question: 'Where is our data stored?',
            answer:
              'In the EU or the US, as you choose. We store activity metadata such as timestamps and states, never message text or source code.',
          },
          {
            question: 'Who counts as an active person?',
            answer:
              'Anyone who created or changed something in a connected tool during the billing month. Read-only viewers are always free.',
          },
          {
            question: 'Can we cancel at any time?',
            answer:
              'Yes. Monthly plans stop at the end of the month, and you can export all of your data before you go.',
          },
        ]}
        contactPrompt="Want to see it with your own data?"
        contactAction={{ label: 'Book a demo', href: '#get-started' }}
      />
      <CtaRetro
        id="get-started"
        className={anchored}
        title="Bring better numbers to your next weekly review"
        description="Connect two tools and get your first team report in under an hour. Free for 14 days, no card required."
        primaryAction={{ label: 'Start your free trial', href: '#' }}
        secondaryAction={{ label: 'Book a demo', href: '#' }}
      />
      <FooterColumns
        brand={{ label: 'Signalboard', href: '#top' }}
        description="Team analytics that managers and their teams both trust."
        socialLinks={[
          { label: 'Community', href: '#', icon: MessagesSquareIcon },
          { label: 'Blog feed', href: '#', icon: RssIcon },
          { label: 'Email us', href: '#', icon: MailIcon },
        ]}
        columns={[
          {
            title: 'Product',
            links: [
              { label: 'Features', href: '#features' },
              { label: 'Pricing', href: '#pricing' },
              { label: 'Customers', href: '#customers' },
              { label: 'FAQ', href: '#faq' },
            ],
          },
          {
            title: 'Resources',
            links: [
              { label: 'Metric library', href: '#' },
              { label: 'Guides', href: '#' },
              { label: 'API reference', href: '#' },
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
          {
            title: 'Trust',
            links: [
              { label: 'Security', href: '#' },
              { label: 'Privacy principles', href: '#' },
              { label: 'Subprocessors', href: '#' },
            ],
          },
        ]}
        copyrightHolder="Signalboard Analytics GmbH"
        legalLinks={[
          { label: 'Privacy', href: '#' },
          { label: 'Terms', href: '#' },
          { label: 'Imprint', href: '#' },
        ]}
      />
    </div>
  )
}
