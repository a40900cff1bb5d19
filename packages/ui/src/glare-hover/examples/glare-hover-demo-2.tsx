import { Button } from '../../button/button'
import { GlareHover } from '../glare-hover'

export default function GlareHoverDemo2() {
  return (
    <div className="flex w-full items-center justify-center p-4">
      <GlareHover className="w-full max-w-lg rounded-xl" color="#505050" duration={700} background="transparent">
        <div className="w-full rounded-xl border bg-card p-8 text-center text-card-foreground">
          <p className="text-xs font-medium tracking-widest text-muted-foreground uppercase">
            14-day free trial · No card required
          </p>
          <h3 className="mt-2 text-2xl font-semibold tracking-tight">Ready to get started?</h3>
          <p className="mx-auto mt-2 max-w-sm text-sm text-muted-foreground">
            Join the teams already shipping faster with a few lines of code.
          </p>
          <div className="mt-6 flex justify-center gap-2">
            <Button>Start free trial</Button>
            <Button variant="outline">View demo</Button>
          </div>
        </div>
      </GlareHover>
    </div>
  )
}
