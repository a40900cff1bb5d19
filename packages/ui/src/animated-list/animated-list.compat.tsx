import { AnimatedList, AnimatedListItem, type AnimatedListProps } from './animated-list'

const props: AnimatedListProps = { delay: 1500, className: 'w-full', children: <p>Item</p> }

export function MagicUiUsage() {
  return (
    <div className="relative flex h-[500px] w-full flex-col overflow-hidden p-2">
      <AnimatedList>
        <p>Item 1</p>
        <p>Item 2</p>
        <p>Item 3</p>
      </AnimatedList>
      <AnimatedList delay={1000} className="gap-2">
        {['a', 'b'].map((item) => (
          <p key={item}>{item}</p>
        ))}
      </AnimatedList>
      <AnimatedList {...props} />
      <AnimatedListItem>
        <p>Standalone</p>
      </AnimatedListItem>
    </div>
  )
}
