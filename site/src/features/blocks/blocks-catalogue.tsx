import { cn } from '@snipstack/ui/lib/utils'
import { Link } from '@tanstack/react-router'
import { ItemBadges } from '@/components/item-badges'
import { Container } from '@/components/page/container'
import { Button } from '@/components/ui/button'
import { coveringControlClass, linkCardClass } from '@/lib/card-link'
import { BlockSketch } from './block-sketch'
import { blocks, blocksByCategory } from './catalog'

const slugOf = (category: string) => category.toLowerCase().replaceAll(' ', '-')

/** `/blocks`: every block by category, each card leading to its live preview, code and install command. */
export function BlocksCatalogue() {
  const groups = blocksByCategory()
  return (
    <Container className="py-12 sm:py-16">
      <p className="font-medium text-muted-foreground text-sm">Landing-page sections</p>
      <h1 className="mt-2 font-bold text-3xl tracking-tight sm:text-4xl">Blocks</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
        Whole page sections built from the component library: navigation, heroes, features, social proof, pricing and
        more. Preview each at desktop, tablet and phone widths, read its code, and install it with one command.
      </p>
      <p className="mt-2 text-muted-foreground text-sm">
        {blocks.length} blocks in {groups.length} categories
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/components">Browse components</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/pro">See Pro blocks</Link>
        </Button>
      </div>
      <nav aria-label="Block categories" className="mt-8">
        <ul className="flex flex-wrap gap-2">
          {groups.map(({ category, blocks: members }) => (
            <li key={category}>
              <a
                href={`#${slugOf(category)}`}
                className="inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {category}
                <span className="text-muted-foreground">{members.length}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map(({ category, blocks: members }) => (
        <section key={category} aria-labelledby={slugOf(category)} className="mt-12 scroll-mt-24">
          <h2 id={slugOf(category)} className="scroll-mt-24 font-semibold text-xl tracking-tight">
            {category}
          </h2>
          <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {members.map((block) => (
              <li key={block.name} data-block={block.name} className={cn(linkCardClass, 'overflow-hidden')}>
                <BlockSketch category={block.category} className="border-b" />
                <div className="p-4">
                  <h3 className="flex flex-wrap items-center gap-2 font-medium">
                    <Link to="/blocks/$slug" params={{ slug: block.name }} className={coveringControlClass}>
                      {block.title}
                    </Link>
                    <ItemBadges label={block.label} paid={block.paid} />
                  </h3>
                  <p className="mt-1.5 text-muted-foreground text-sm">{block.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Container>
  )
}
