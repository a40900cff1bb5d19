import { Link } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'

/** The header's account area for signed-out visitors. */
export function SignInButton() {
  return (
    <Button asChild size="sm" className="h-8">
      <Link to="/sign-in">Sign In</Link>
    </Button>
  )
}
