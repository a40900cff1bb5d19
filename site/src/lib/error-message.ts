export const fallbackErrorMessage = 'An unexpected error occurred'

/** The message to show for anything that was thrown, which need not be an Error. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message
  if (typeof error === 'string' && error.trim()) return error
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown }
    if (typeof message === 'string' && message.trim()) return message
  }
  return fallbackErrorMessage
}
