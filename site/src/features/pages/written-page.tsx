import { cn } from '@snipstack/ui/lib/utils'
import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import type * as React from 'react'
import { Suspense, use } from 'react'
import { BackLink } from '@/components/page/back-link'
import { Container } from '@/components/page/container'
import { LoadingStatus } from '@/components/page/loading-status'
import { NotFoundPage } from '@/components/page/not-found-page'
import { proseComponents } from '@/components/prose-components'
import { coveringControlClass, linkCardClass } from '@/lib/card-link'
import { PRODUCT_NAME } from '@/lib/config'
import type { MdxModule } from '@/lib/mdx'
import { WithQueryClient } from '@/lib/query-client-slot'
import { type BlogPost, blogPosts, findBlogPost, formatPostDate, type WrittenPage, writtenPages } from './catalogue'
import { contactFormModule, pageBody, postBody } from './content'

type FrameProps = {
  eyebrow: React.ReactNode
  title: string
  description?: string
  back?: { to: string; label: string }
  children: React.ReactNode
}

/** The frame of every page under /page: a way back, the heading, the lead, then the body. */
function PageFrame({ eyebrow, title, description, back, children }: FrameProps) {
  return (
    <Container className="max-w-3xl py-12 sm:py-16">
      {back ? <BackLink to={back.to}>{back.label}</BackLink> : null}
      <p className="mt-6 font-medium text-muted-foreground text-sm">{eyebrow}</p>
      <h1 className="mt-2 font-bold text-3xl tracking-tight sm:text-4xl">{title}</h1>
      {description ? <p className="mt-3 text-lg text-muted-foreground">{description}</p> : null}
      <div className="mt-10">{children}</div>
    </Container>
  )
}

/** An MDX body; the route's loader has loaded it, so this renders at once outside hydration. */
function Body({ load }: { load: Promise<MdxModule> }) {
  const { default: Content } = use(load)
  return (
    <div className="docs-prose">
      <Content components={proseComponents} />
    </div>
  )
}

function Contact() {
  const { ContactForm } = use(contactFormModule())
  return <ContactForm />
}

function BlogIndex() {
  return (
    <ol aria-label="Posts" className="grid gap-6">
      {blogPosts.map((post) => (
        <li key={post.slug} className={cn(linkCardClass, 'p-6')}>
          <time dateTime={post.date} className="text-muted-foreground text-sm">
            {formatPostDate(post.date)}
          </time>
          <h2 className="mt-1 font-semibold text-xl">
            <Link to="/page/blog/$post" params={{ post: post.slug }} className={coveringControlClass}>
              {post.title}
            </Link>
          </h2>
          <p className="mt-2 text-muted-foreground">{post.summary}</p>
          <span aria-hidden className="mt-3 inline-flex items-center gap-1 font-medium text-sm">
            Read the post <ArrowRight className="size-4" />
          </span>
        </li>
      ))}
    </ol>
  )
}

/** `/page`: every written page with what it holds. */
export function PagesIndexView() {
  return (
    <PageFrame
      eyebrow="Company & community"
      title="Pages"
      description="Who we are, how to reach us, the community and the fine print."
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {writtenPages.map((page) => (
          <li key={page.slug} className={cn(linkCardClass, 'p-5')}>
            <h2 className="font-semibold">
              <Link to="/page/$slug" params={{ slug: page.slug }} className={coveringControlClass}>
                {page.title}
              </Link>
            </h2>
            <p className="mt-1 text-muted-foreground text-sm">{page.description}</p>
          </li>
        ))}
      </ul>
    </PageFrame>
  )
}

function PageContent({ page }: { page: WrittenPage }) {
  if (page.kind === 'blog') return <BlogIndex />
  if (page.kind === 'contact')
    return (
      // The form sends through a query mutation: it and the query library load with this page only.
      <WithQueryClient fallback={<LoadingStatus className="py-12">Loading the form…</LoadingStatus>}>
        <Contact />
      </WithQueryClient>
    )
  const load = pageBody(page.slug)
  return load ? <Body load={load} /> : null
}

/** `/page/{slug}`: a written page, the contact form or the blog's list. */
export function WrittenPageView({ page }: { page: WrittenPage }) {
  return (
    <PageFrame
      eyebrow={PRODUCT_NAME}
      title={page.title}
      description={page.description}
      back={{ to: '/page', label: 'All pages' }}
    >
      <Suspense fallback={null}>
        <PageContent page={page} />
      </Suspense>
    </PageFrame>
  )
}

function PostBody({ post }: { post: BlogPost }) {
  const load = postBody(post.slug)
  return load ? <Body load={load} /> : null
}

/** `/page/blog/{post}`: one post. */
export function BlogPostView({ slug }: { slug: string }) {
  const post = findBlogPost(slug)
  if (!post) return <NotFoundPage />
  return (
    <PageFrame
      eyebrow={<time dateTime={post.date}>{formatPostDate(post.date)}</time>}
      title={post.title}
      description={post.summary}
      back={{ to: '/page/blog', label: 'All posts' }}
    >
      <Suspense fallback={null}>
        <PostBody post={post} />
      </Suspense>
    </PageFrame>
  )
}
