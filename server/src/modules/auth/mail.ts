import { createTransport } from 'nodemailer'
import type { Logger } from '../../lib/logger'

/** A plain-text message to one address; account mails carry a link and a few lines, nothing more. */
export type Mail = { to: string; subject: string; text: string }

/** Where account mails go: an SMTP server when SMTP_URL is set, else the server log. */
export type MailSender = { send(mail: Mail): Promise<void> }

/**
 * The embedded default: with no mail server configured, the message (and the link in it) is
 * written to the log, so whoever runs the server locally can open the link from there.
 */
export function logMailSender(logger: Logger): MailSender {
  return {
    async send({ to, subject, text }) {
      logger.info(`Mail to ${to} (SMTP_URL is not set, so it is only logged): ${subject}\n${text}`)
    },
  }
}

/** A mail server that stops answering must not keep connections (and their sends) open for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

/**
 * Sends through the SMTP server `url` names (`smtp://` or `smtps://`, credentials in the URL),
 * one connection per mail: account mails are few, and nothing stays open between them.
 */
export function smtpMailSender(url: string, from: string): MailSender {
  const transport = createTransport({ url, ...SMTP_TIMEOUTS }, { from })
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ to, subject, text })
    },
  }
}
