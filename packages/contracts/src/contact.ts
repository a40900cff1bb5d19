import { z } from 'zod'
import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  contactMessages,
  contactTopics,
} from './contact-constants'
import { singleLine, text } from './text'

export * from './contact-constants'

/** `POST /api/contact`: a message to the people who run the site (the /page/contact form). */
export const contactBody = z.object({
  name: singleLine(contactMessages.name)
    .trim()
    .min(1, contactMessages.name)
    .max(CONTACT_NAME_MAX, contactMessages.nameLength),
  email: singleLine(contactMessages.email).trim().max(CONTACT_EMAIL_MAX).pipe(z.email(contactMessages.email)),
  topic: z.enum(contactTopics, contactMessages.topic),
  message: text(contactMessages.message)
    .trim()
    .min(CONTACT_MESSAGE_MIN, contactMessages.message)
    .max(CONTACT_MESSAGE_MAX, contactMessages.messageLength),
})
export type ContactBody = z.infer<typeof contactBody>
export type ContactInput = z.input<typeof contactBody>

export const contactResponse = z.object({
  id: z.string().describe("The message's reference."),
  message: z.string().describe('The confirmation to show.'),
})
export type ContactResponse = z.infer<typeof contactResponse>
