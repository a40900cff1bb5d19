import {
  BellIcon,
  BellRingIcon,
  BookOpenIcon,
  ChartColumnIcon,
  CheckIcon,
  DropletIcon,
  FlameIcon,
  FootprintsIcon,
  HouseIcon,
  LayoutGridIcon,
  LockIcon,
  MailIcon,
  MessagesSquareIcon,
  MoonIcon,
  PlusIcon,
  RssIcon,
  SnowflakeIcon,
  SunIcon,
  TimerIcon,
  UserIcon,
} from 'lucide-react'
import type * as React from 'react'
import { Iphone } from '../../iphone/iphone'
import { cn } from '../../lib/utils'
import FeaturesGrid from '../features-grid/features-grid'
import FooterColumns from '../footer-columns/footer-columns'
import HeroCentered from '../hero-centered/hero-centered'
import Navbar from '../navbar/navbar'
import NewsletterSignup from '../newsletter-signup/newsletter-signup'
import TestimonialsMarquee from '../testimonials-marquee/testimonials-marquee'

export type MobileTemplateProps = React.ComponentProps<'div'>

/** Keeps a section's heading clear of the sticky navbar when a link scrolls to it. */
const anchored = 'scroll-mt-16'

type Habit = {
  name: string
  detail: string
  icon: React.ElementType
  done: boolean
  /** The last seven days, oldest first: kept or missed. */
  week: boolean[]
}

const habits: Habit[] = [
  {
    name: 'Drink water',
    detail: '8 of 8 glasses',
    icon: DropletIcon,
    done: true,
    week: [true, true, true, true, true, true, true],
  },
  {
    name: 'Read 20 pages',
    detail: 'Finished at 7:40',
    icon: BookOpenIcon,
    done: true,
    week: [true, false, true, true, true, true, true],
  },
  {
    name: 'Morning stretch',
    detail: '10 minutes',
    icon: SunIcon,
    done: true,
    week: [true, true, true, false, true, true, true],
  },
  {
    name: 'Walk 8,000 steps',
    detail: '5,210 so far',
    icon: FootprintsIcon,
    done: false,
    week: [true, true, false, true, true, true, false],
  },
  {
    name: 'Lights out by 11',
    detail: 'Reminder at 10:30',
    icon: MoonIcon,
    done: false,
    week: [false, true, true, true, true, false, false],
  },
]

/** The app's Today screen, drawn with the page's tokens so it follows light and dark. */
function TodayScreen() {
  const kept = habits.filter((habit) => habit.done).length
  const ring = 2 * Math.PI * 15
  return (
    <div className="flex size-full flex-col bg-background px-4 pt-12 pb-4 text-foreground">
      <p className="text-[10px] text-muted-foreground">Thursday, 12 June</p>
      <p className="font-semibold text-xl tracking-tight">Today</p>
      <div className="mt-3 flex items-center gap-3 rounded-2xl border bg-card p-3 text-card-foreground">
        <svg aria-hidden viewBox="0 0 36 36" className="-rotate-90 size-10 shrink-0">
          <circle cx="18" cy="18" r="15" fill="none" strokeWidth="4" className="stroke-muted" />
          <circle
            cx="18"
            cy="18"
            r="15"
            fill="none"
            strokeWidth="4"
            strokeLinecap="round"
            strokeDasharray={`${(ring * kept) / habits.length} ${ring}`}
            className="stroke-primary"
          />
        </svg>
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-sm">23-day streak</p>
          <p className="text-[10px] text-muted-foreground">
            {kept} of {habits.length} done, two to go
          </p>
        </div>
        <FlameIcon aria-hidden className="size-5 shrink-0 text-orange-500" />
      </div>
      <ul className="mt-3 flex flex-col gap-2">
        {habits.map(({ name, detail, icon: Icon, done, week }) => (
          <li
            key={name}
            className="flex items-center gap-2.5 rounded-xl border bg-card px-2.5 py-2 text-card-foreground"
          >
            <span
              aria-hidden
              className="flex size-7 shrink-0 items-center justify-center rounded-lg bg-muted text-foreground"
            >
              <Icon className="size-3.5" />
            </span>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate font-medium text-[11px]">{name}</span>
              <span className="truncate text-[9px] text-muted-foreground">{detail}</span>
              <span aria-hidden className="mt-1 flex gap-0.5">
                {week.map((kept, day) => (
                  <span
                    // biome-ignore lint/suspicious/noArrayIndexKey: seven fixed days, never reordered
                    key={day}
                    className={cn('size-1.5 rounded-full', kept ? 'bg-primary' : 'bg-muted-foreground/25')}
                  />
                ))}
              </span>
            </span>
            <span
              className={cn(
                'flex size-5 shrink-0 items-center justify-center rounded-full',
                done ? 'bg-primary text-primary-foreground' : 'border border-muted-foreground/50 border-dashed',
              )}
            >
              {done ? <CheckIcon aria-hidden className="size-3" /> : null}
              <span className="sr-only">{done ? 'Done' : 'Not done yet'}</span>
            </span>
          </li>
        ))}
      </ul>
      <div aria-hidden className="mt-auto flex items-center justify-around border-t pt-2 text-muted-foreground">
        <HouseIcon className="size-4 text-foreground" />
        <ChartColumnIcon className="size-4" />
        <span className="flex size-7 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <PlusIcon className="size-4" />
        </span>
        <BellIcon className="size-4" />
        <UserIcon className="size-4" />
      </div>
    </div>
  )
}

/**
 * A landing page for Dayloop, a fictional habit-tracking app: a navbar, a centred hero with the
 * app's Today screen on an iPhone beneath it, the features, a wall of reviews, a newsletter
 * sign-up and the footer. The phone's screen is plain markup (no image to fetch) and its text is
 * readable by screen readers. The navbar's links lead to the sections on the page; every word is a
 * prop of the block it sits in, so change it there.
 */
export default function MobileTemplate({ className, ...props }: MobileTemplateProps) {
  return (
    <div className={cn('bg-background text-foreground', className)} {...props}>
      <Navbar
        id="top"
        brand="Dayloop"
        brandHref="#top"
        links={[
          { label: 'Features', href: '#features' },
          { label: 'Reviews', href: '#reviews' },
          { label: 'Newsletter', href: '#newsletter' },
        ]}
        signIn={null}
        cta={{ label: 'Get the app', href: '#download' }}
      />
      <HeroCentered
        id="download"
        className={cn(anchored, 'pb-12 sm:pb-16')}
        announcement="New: streak freezes for sick days and holidays"
        announcementHref="#features"
        title="Small habits, kept every day"
        description="Dayloop turns the habits you keep meaning to start into a two-minute daily check-in, with gentle reminders, honest streaks and a weekly look at what is working."
        primaryAction={{ label: 'Download for iPhone', href: '#' }}
        secondaryAction={{ label: 'Get it on Android', href: '#' }}
      />
      <div className="relative isolate flex justify-center px-6 pb-4 sm:pb-8">
        <div
          aria-hidden
          className="-z-10 -translate-x-1/2 absolute top-1/4 left-1/2 size-80 rounded-full bg-muted blur-3xl sm:size-[28rem]"
        />
        <Iphone
          className="w-64 sm:w-72"
          aria-label="Dayloop’s Today screen: a 23-day streak and five habits, three of them done"
        >
          <TodayScreen />
        </Iphone>
      </div>
      <FeaturesGrid
        id="features"
        className={anchored}
        eyebrow="Why Dayloop"
        title="Built for the days you do not feel like it"
        description="Most habit apps reward perfect weeks. Dayloop is designed for the other kind, so one missed morning never undoes a month."
        features={[
          {
            icon: TimerIcon,
            title: 'Start with two minutes',
            description:
              'Begin with the smallest version of a habit. Dayloop suggests when to grow it, once it has stuck for a few weeks.',
          },
          {
            icon: BellRingIcon,
            title: 'Reminders that know your routine',
            description:
              'Tie a habit to something you already do, like after your first coffee or when you get home, not just a time.',
          },
          {
            icon: SnowflakeIcon,
            title: 'Streak freezes for real life',
            description:
              'Flu, travel and long shifts happen. Freeze a streak in advance and pick up where you left off.',
          },
          {
            icon: ChartColumnIcon,
            title: 'See what is working',
            description:
              'A short weekly review shows which days and times you keep each habit, and where it tends to slip.',
          },
          {
            icon: LayoutGridIcon,
            title: 'Tick it off anywhere',
            description: 'Home-screen and lock-screen widgets, plus your watch, so checking in takes one tap.',
          },
          {
            icon: LockIcon,
            title: 'Private by default',
            description:
              'Your habits stay on your phone. Sync between devices is end-to-end encrypted, and there are no ads.',
          },
        ]}
      />
      <TestimonialsMarquee
        id="reviews"
        className={anchored}
        title="Rated 4.8 by people who finally kept going"
        description="From night-shift nurses to first-year students, a few words from the people who check in every day."
        testimonials={[
          {
            name: 'Amara Lindqvist',
            role: 'Nurse, night shifts',
            quote: 'Reminders tied to the end of my shift instead of a clock time. That one change made it stick.',
          },
          {
            name: 'Jonah Whitfield',
            role: '@jonah_reads',
            quote: 'Read 20 pages a day for 140 days now. I have never finished this many books in a year.',
          },
          {
            name: 'Mei Chen',
            role: 'First-year student',
            quote: 'The streak freeze saved me during exams. I did not lose three months of progress to one bad week.',
          },
          {
            name: 'Rafael Duarte',
            role: 'Father of two',
            quote: 'Two-minute habits are the only ones that survive toddlers. Now I stretch every morning.',
          },
          {
            name: 'Isla Mackenzie',
            role: '@isla.moves',
            quote: 'The weekly review showed me I skip walks on Mondays. I moved them to lunchtime and that was that.',
          },
          {
            name: 'Tobias Brandt',
            role: 'Software developer',
            quote: 'No account, no ads, no feed. It does one thing, and the widget means I barely open the app.',
          },
          {
            name: 'Nadia Haddad',
            role: 'Running coach',
            quote: 'I recommend it to every client. It rewards consistency instead of perfect weeks.',
          },
          {
            name: 'Olu Adeyemi',
            role: '@olu_outdoors',
            quote: 'Lights out by eleven, 60 days running. I did not know I could be a morning person.',
          },
        ]}
      />
      <NewsletterSignup
        id="newsletter"
        className={anchored}
        title="One small idea, every other Sunday"
        description="Short, research-backed tips for building habits that last, plus the occasional early look at what we are building next."
        placeholder="you@example.com"
        submitLabel="Send me tips"
        pendingLabel="Signing you up…"
        note="One short email every two weeks. Unsubscribe in one tap."
        successMessage="You are in! Look out for a confirmation email."
      />
      <FooterColumns
        brand={{ label: 'Dayloop', href: '#top' }}
        description="The habit tracker for people who have tried habit trackers before."
        socialLinks={[
          { label: 'Community', href: '#', icon: MessagesSquareIcon },
          { label: 'Blog feed', href: '#', icon: RssIcon },
          { label: 'Email us', href: '#', icon: MailIcon },
        ]}
        columns={[
          {
            title: 'App',
            links: [
              { label: 'Features', href: '#features' },
              { label: 'Reviews', href: '#reviews' },
              { label: 'Download', href: '#download' },
              { label: 'What’s new', href: '#' },
            ],
          },
          {
            title: 'Support',
            links: [
              { label: 'Help centre', href: '#' },
              { label: 'Import your habits', href: '#' },
              { label: 'Restore purchases', href: '#' },
              { label: 'Contact us', href: '#' },
            ],
          },
          {
            title: 'Company',
            links: [
              { label: 'About', href: '#' },
              { label: 'Press kit', href: '#' },
              { label: 'Careers', href: '#' },
            ],
          },
        ]}
        copyrightHolder="Dayloop Studio Ltd."
        legalLinks={[
          { label: 'Privacy', href: '#' },
          { label: 'Terms', href: '#' },
        ]}
      />
    </div>
  )
}
