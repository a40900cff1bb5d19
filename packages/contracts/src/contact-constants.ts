/**
 * The contact form's rules and texts, with no schema library: the form shows them as it checks
 * its fields, and the schemas in contact.ts are built from them.
 */

export const contactTopics = ['General', 'Support', 'Community', 'Partnerships', 'Privacy'] as const
export type ContactTopic = (typeof contactTopics)[number]

export const CONTACT_NAME_MAX = 100
export const CONTACT_EMAIL_MAX = 320
export const CONTACT_MESSAGE_MIN = 10
export const CONTACT_MESSAGE_MAX = 5000
/** Messages one address may send in an hour. */
export const CONTACT_MESSAGES_PER_HOUR = 5

export const contactMessages = {
  name: 'Please enter your name',
  nameLength: `Please keep your name to at most ${CONTACT_NAME_MAX} characters`,
  email: 'Please enter a valid email address',
  topic: `Please choose one of these topics: ${contactTopics.join(', ')}`,
  message: `Please write at least ${CONTACT_MESSAGE_MIN} characters`,
  messageLength: `Please keep your message to at most ${CONTACT_MESSAGE_MAX} characters`,
  rateLimited: 'You have sent several messages in a short time. Please try again later.',
  sent: 'Thank you: your message has been sent. We answer by email, usually within two working days.',
} as const
