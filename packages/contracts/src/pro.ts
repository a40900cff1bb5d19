import { PRODUCT } from './product'
import { templateMessages } from './template-constants'

/**
 * How much of a paid snippet's code, or of a paid template's first file, the catalogue shows to a
 * visitor without the entitlement: enough to see its shape, not enough to use it.
 */
export const PAID_PREVIEW_LINES = 8

/** The first `PAID_PREVIEW_LINES` lines of a text, without a trailing line break. */
export function paidPreview(text: string): string {
  return text.split('\n').slice(0, PAID_PREVIEW_LINES).join('\n').trimEnd()
}

export const proMessages = {
  /** 401 from the routes that answer paid code, for a visitor who is not signed in. */
  signInToUnlock: `Sign in with an account that has ${PRODUCT.name} Pro to get this code.`,
  snippetLocked: `This snippet is part of ${PRODUCT.name} Pro. See /pro to unlock it.`,
  /** The same words as the zip's 402 (template-constants.ts), wherever a template's files are refused. */
  templateLocked: templateMessages.paymentRequired,
}
