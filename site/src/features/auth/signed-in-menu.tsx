import type { User } from '@snipstack/contracts'
import { Link } from '@tanstack/react-router'
import { LayoutDashboard, LogOut, Settings, UserRound } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { WORKSPACE_ROUTE } from '@/lib/config'
import { displayName } from './initials'
import { useSignOut } from './use-session-actions'
import { UserAvatar } from './user-avatar'

/**
 * The signed-in header controls: 'My Workspace' and the avatar menu (docs/product.md, Header and
 * navigation).
 */
export default function SignedInMenu({ user }: { user: User }) {
  const signOut = useSignOut()
  const name = displayName(user)
  return (
    <div data-slot="account-menu" className="flex items-center gap-2">
      <Button asChild variant="outline" size="sm" className="h-8">
        <Link to={WORKSPACE_ROUTE}>
          <LayoutDashboard aria-hidden="true" />
          {/* The label stays the link's accessible name when small screens hide it. */}
          <span className="sr-only sm:not-sr-only">My Workspace</span>
        </Link>
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger className="rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background">
          {/* Named by text rather than aria-label: the visible initials are not words of a label. */}
          <span className="sr-only">Account menu for {name}</span>
          <UserAvatar name={`${user.first_name} ${user.last_name}`} src={user.avatar_url} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-60">
          <DropdownMenuLabel className="font-normal">
            <span className="block truncate font-medium text-foreground text-sm">{name}</span>
            <span className="block truncate text-muted-foreground text-xs">{user.email}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuGroup>
            <DropdownMenuItem asChild>
              <Link to="/profile">
                <UserRound aria-hidden="true" />
                Profile
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/settings">
                <Settings aria-hidden="true" />
                Settings
              </Link>
            </DropdownMenuItem>
          </DropdownMenuGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => {
              void signOut()
            }}
          >
            <LogOut aria-hidden="true" />
            Sign Out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  )
}
