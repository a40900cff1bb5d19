import {
  CalendarClockIcon,
  ChartColumnIcon,
  CoinsIcon,
  ContainerIcon,
  MailIcon,
  MessagesSquareIcon,
  RouteIcon,
  RssIcon,
  WindIcon,
} from 'lucide-react'
import type * as React from 'react'
import { cn } from '../../lib/utils'
import CtaGlobe from '../cta-globe/cta-globe'
import FeaturesGrid from '../features-grid/features-grid'
import FooterColumns from '../footer-columns/footer-columns'
import HeroVideo from '../hero-video/hero-video'
import Navbar from '../navbar/navbar'
import StatsTicker from '../stats-ticker/stats-ticker'
import TestimonialsMarquee from '../testimonials-marquee/testimonials-marquee'

export type StartupTemplateProps = React.ComponentProps<'div'>

/** Keeps a section's heading clear of the sticky navbar when a link scrolls to it. */
const anchored = 'scroll-mt-16'

/** A day of a grid's carbon intensity in gCO₂e/kWh, hour by hour from midnight to midnight. */
const intensity = [
  410, 395, 360, 290, 250, 270, 340, 400, 330, 240, 170, 130, 110, 120, 160, 240, 340, 430, 470, 450, 410, 380, 360,
  350, 340,
]

/** The hours the poster shades as clean windows, and the jobs it draws inside them: [from, to]. */
const windows: Array<[number, number]> = [
  [2.5, 6],
  [9.5, 15],
]
const jobs: Array<[number, number]> = [
  [3, 5.5],
  [10, 12.5],
  [12.8, 14.5],
]

const chart = { left: 200, right: 1400, top: 250, bottom: 600 }
const xAt = (hour: number) => chart.left + (hour / 24) * (chart.right - chart.left)
const yAt = (value: number) => chart.bottom - ((value - 80) / 420) * (chart.bottom - chart.top)

const curve = intensity.map((value, hour) => `${hour ? 'L' : 'M'}${xAt(hour)} ${Math.round(yAt(value))}`).join('')

/** The poster over the video: a day of the grid's carbon, the jobs moved into its cleanest hours. No request. */
const poster = `data:image/svg+xml,${encodeURIComponent(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900">',
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
    '<stop offset="0" stop-color="#14261d"/><stop offset="1" stop-color="#070b09"/></linearGradient>',
    '<linearGradient id="area" x1="0" y1="0" x2="0" y2="1">',
    '<stop offset="0" stop-color="#a3a3a3" stop-opacity="0.35"/><stop offset="1" stop-color="#a3a3a3" stop-opacity="0"/>',
    '</linearGradient></defs>',
    '<rect width="1600" height="900" fill="url(#bg)"/>',
    '<rect x="120" y="100" width="1360" height="700" rx="28" fill="#0b110e" stroke="#2f3d35" stroke-width="2"/>',
    '<rect x="200" y="150" width="260" height="20" rx="10" fill="#d4d4d4"/>',
    '<rect x="200" y="186" width="420" height="16" rx="8" fill="#52525b"/>',
    '<circle cx="1360" cy="176" r="26" fill="#facc15"/>',
    ...windows.map(
      ([from, to]) =>
        `<rect x="${xAt(from)}" y="${chart.top - 20}" width="${xAt(to) - xAt(from)}" height="${chart.bottom - chart.top + 20}" rx="14" fill="#22c55e" fill-opacity="0.14"/>`,
    ),
    [300, 400, 500]
      .map((y) => `<path d="M${chart.left} ${y}H${chart.right}" stroke="#1f2a24" stroke-width="2"/>`)
      .join(''),
    `<path d="${curve}L${chart.right} ${chart.bottom}L${chart.left} ${chart.bottom}Z" fill="url(#area)"/>`,
    `<path d="${curve}" fill="none" stroke="#e5e5e5" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>`,
    `<path d="M${chart.left} ${chart.bottom}H${chart.right}" stroke="#3f3f46" stroke-width="2"/>`,
    ...jobs.map(
      ([from, to]) =>
        `<rect x="${xAt(from)}" y="650" width="${xAt(to) - xAt(from)}" height="44" rx="12" fill="#22c55e"/>`,
    ),
    `<rect x="${xAt(17.5)}" y="650" width="${xAt(20) - xAt(17.5)}" height="44" rx="12" fill="none" stroke="#52525b" stroke-width="3" stroke-dasharray="10 10"/>`,
    '<rect x="200" y="730" width="180" height="16" rx="8" fill="#52525b"/>',
    '</svg>',
  ].join(''),
)}`

/**
 * A landing page for Sunhour, a fictional early-stage startup that runs batch jobs when and where
 * the electricity grid is cleanest: a navbar, a hero with a product video behind a drawn poster,
 * figures that count up, the features, reviews from beta customers, a call to action beside a
 * globe of the regions it schedules in, and the footer. Nothing is fetched: the poster is an inline
 * SVG and the video an empty player until you pass your own. The navbar's links lead to the
 * sections on the page; every word is a prop of the block it sits in, so change it there.
 */
export default function StartupTemplate({ className, ...props }: StartupTemplateProps) {
  return (
    <div className={cn('bg-background text-foreground', className)} {...props}>
      <Navbar
        id="top"
        brand="Sunhour"
        brandHref="#top"
        links={[
          { label: 'How it works', href: '#how-it-works' },
          { label: 'Impact', href: '#impact' },
          { label: 'Customers', href: '#customers' },
        ]}
        signIn={{ label: 'Log in', href: '#' }}
        cta={{ label: 'Request early access', href: '#early-access' }}
      />
      <HeroVideo
        eyebrow="Now in private beta"
        title="Run your batch jobs when the grid runs on sun and wind"
        description="Sunhour moves training runs, data pipelines and nightly builds to the hours and regions with the cleanest electricity, and still finishes every one before its deadline."
        primaryAction={{ label: 'Request early access', href: '#early-access' }}
        secondaryAction={{ label: 'How it works', href: '#how-it-works' }}
        thumbnailSrc={poster}
        thumbnailAlt="A day of a grid’s carbon intensity, with three batch jobs moved into its two cleanest windows"
        videoTitle="Sunhour in ninety seconds"
        playLabel="Play the ninety-second overview"
        closeLabel="Close the overview"
      />
      <StatsTicker
        id="impact"
        className={anchored}
        title="What a little patience saves"
        description="Measured across every job our beta customers scheduled with Sunhour since January."
        stats={[
          { value: 38, suffix: '%', label: 'Less carbon per job, with no change to the code' },
          { value: 1840, suffix: ' t', label: 'CO₂e avoided by beta customers so far' },
          { value: 99.7, decimalPlaces: 1, suffix: '%', label: 'Of jobs finished before their deadline' },
          { value: 31, label: 'Grid regions forecast every five minutes' },
        ]}
      />
      <FeaturesGrid
        id="how-it-works"
        className={anchored}
        eyebrow="How it works"
        title="Give us a deadline. We find the cleanest hour."
        description="Most batch work does not care whether it starts at two or at five. Sunhour uses that slack to follow the wind and the sun."
        features={[
          {
            icon: CalendarClockIcon,
            title: 'Deadlines instead of start times',
            description:
              'Swap “run at 02:00” for “finish by 08:00”. Sunhour picks the start time that keeps emissions lowest.',
          },
          {
            icon: WindIcon,
            title: 'Forecasts every five minutes',
            description:
              'Carbon-intensity forecasts for 31 grid regions, built from grid operator data and weather models.',
          },
          {
            icon: RouteIcon,
            title: 'Move work across regions',
            description:
              'Portable jobs run wherever the grid is greener right now, within the data-residency rules you set.',
          },
          {
            icon: ContainerIcon,
            title: 'Keep your scheduler',
            description:
              'Works with Kubernetes CronJobs, Airflow and CI pipelines. Opting a job in takes a single annotation.',
          },
          {
            icon: ChartColumnIcon,
            title: 'Reports your auditors accept',
            description:
              'Per-job emissions with the method and data sources attached, ready for your sustainability report.',
          },
          {
            icon: CoinsIcon,
            title: 'Often cheaper, too',
            description:
              'Clean hours tend to be quiet hours. Pair Sunhour with spot capacity and most teams spend less, not more.',
          },
        ]}
      />
      <TestimonialsMarquee
        id="customers"
        className={anchored}
        title="Early teams, real reductions"
        description="What the first teams in the beta say after moving their heaviest workloads."
        testimonials={[
          {
            name: 'Freya Nilsson',
            role: 'ML platform lead, Corvid AI',
            quote:
              'Our nightly fine-tuning runs now chase the wind across three regions. Emissions fell by half and nobody noticed the change.',
          },
          {
            name: 'Arjun Mehta',
            role: 'Data engineering, Fieldstone',
            quote:
              'We added one annotation to forty Airflow DAGs. The reports landed in our ESG deck the same quarter.',
          },
          {
            name: 'Claire Dubois',
            role: 'Head of Infrastructure, Verre',
            quote:
              'Deadlines instead of cron times turned out to be the better model anyway. Fewer jobs pile up at 2 a.m.',
          },
          {
            name: 'Lukas Berger',
            role: '@lukas_ops',
            quote:
              'Spot prices are lower in the same windows the grid is cleaner. Finance is as happy as our sustainability team.',
          },
          {
            name: 'Ayesha Rahman',
            role: 'Sustainability lead, Brightwater Bank',
            quote:
              'For the first time I can show auditors a number per workload, with the method written down next to it.',
          },
          {
            name: 'Tom Gallagher',
            role: 'CTO, Reelcraft',
            quote: 'Video encoding is the most flexible work we run. Sunhour made it our cleanest.',
          },
        ]}
      />
      <CtaGlobe
        id="early-access"
        className={anchored}
        eyebrow="Private beta"
        title="Move your first workload to a greener hour this week"
        description="We onboard ten teams a month. Bring one batch job: we will help you schedule it, and show you the carbon it saved within a week."
        primaryAction={{ label: 'Request early access', href: '#' }}
        secondaryAction={{ label: 'Read our methodology', href: '#' }}
        globeProps={{
          markerColor: '#22c55e',
          arcColor: '#22c55e',
          markers: [
            { location: [53.35, -6.26], size: 0.05 },
            { location: [50.11, 8.68], size: 0.05 },
            { location: [59.33, 18.07], size: 0.07 },
            { location: [45.5, -73.57], size: 0.07 },
            { location: [45.52, -122.68], size: 0.06 },
            { location: [38.9, -77.04], size: 0.05 },
            { location: [-23.55, -46.63], size: 0.05 },
            { location: [-33.87, 151.21], size: 0.05 },
          ],
          arcs: [
            { from: [50.11, 8.68], to: [59.33, 18.07] },
            { from: [38.9, -77.04], to: [45.5, -73.57] },
          ],
        }}
      />
      <FooterColumns
        brand={{ label: 'Sunhour', href: '#top' }}
        description="Carbon-aware scheduling for the batch work that can wait an hour."
        socialLinks={[
          { label: 'Community', href: '#', icon: MessagesSquareIcon },
          { label: 'Research feed', href: '#', icon: RssIcon },
          { label: 'Email the founders', href: '#', icon: MailIcon },
        ]}
        columns={[
          {
            title: 'Product',
            links: [
              { label: 'How it works', href: '#how-it-works' },
              { label: 'Impact', href: '#impact' },
              { label: 'Customers', href: '#customers' },
              { label: 'Early access', href: '#early-access' },
            ],
          },
          {
            title: 'Research',
            links: [
              { label: 'Methodology', href: '#' },
              { label: 'Grid data sources', href: '#' },
              { label: 'Carbon reports', href: '#' },
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
        copyrightHolder="Sunhour Technologies Ltd."
        legalLinks={[
          { label: 'Privacy', href: '#' },
          { label: 'Terms', href: '#' },
        ]}
      />
    </div>
  )
}
