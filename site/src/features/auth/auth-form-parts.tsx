import { Link } from '@tanstack/react-router'
import type * as React from 'react'
import { toast } from '@/lib/toast'

/** Sign-in and register errors without a field are toasted at the bottom-left (docs/product.md, Accounts and sign-in). */
export const toastAuthError = (message: string) => toast.error(message, { position: 'bottom-left' })

type OtherAuthScreenProps = {
  question: React.ReactNode
  to: '/sign-in' | '/register'
  /** Where to go once signed in: the other screen keeps it. */
  redirectUrl: string | null
  children: React.ReactNode
}

/** The line under the sign-in and register forms that leads to the other one. */
export function OtherAuthScreen({ question, to, redirectUrl, children }: OtherAuthScreenProps) {
  return (
    <p className="mt-8 text-center text-muted-foreground text-sm">
      {question}{' '}
      <Link
        to={to}
        search={redirectUrl ? { redirect_url: redirectUrl } : {}}
        className="font-medium text-foreground underline-offset-4 hover:underline"
      >
        {children}
      </Link>
    </p>
  )
}
