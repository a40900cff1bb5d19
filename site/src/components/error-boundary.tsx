import * as React from 'react'

type Props = { fallback: (error: unknown, retry: () => void) => React.ReactNode; children: React.ReactNode }
type State = { failure: { error: unknown } | null }

/** Keeps a failing demo or code block from taking the whole page down; it can be retried in place. */
export class LocalErrorBoundary extends React.Component<Props, State> {
  override state: State = { failure: null }

  static getDerivedStateFromError(error: unknown): State {
    return { failure: { error } }
  }

  override componentDidCatch(error: unknown) {
    console.error(error)
  }

  retry = () => this.setState({ failure: null })

  override render() {
    if (this.state.failure) return this.props.fallback(this.state.failure.error, this.retry)
    return this.props.children
  }
}
