import { once } from 'node:events'
import { type AddressInfo, createServer, type Server } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { silentLogger } from '../../../test/http'
import { verificationMail } from './email-verification'
import { logMailSender, smtpMailSender } from './mail'

type Received = { from: string; to: string[]; credentials: string; data: string }

/**
 * A mail server that speaks just enough SMTP for one client: EHLO, AUTH PLAIN, MAIL, RCPT, DATA,
 * QUIT. It accepts every message, or refuses recipients at `refuse`.
 */
async function startSmtpSink({ refuse }: { refuse?: string } = {}) {
  const received: Received[] = []
  const server: Server = createServer((socket) => {
    socket.setEncoding('utf8')
    let buffer = ''
    let inData = false
    let current: Received = { from: '', to: [], credentials: '', data: '' }
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 sink.test ESMTP')
    socket.on('data', (chunk: string) => {
      buffer += chunk
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            received.push(current)
            current = { from: '', to: [], credentials: current.credentials, data: '' }
            reply('250 2.0.0 queued')
          } else {
            // SMTP dot-stuffing: a leading dot of the text was doubled on the wire.
            current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`
          }
          continue
        }
        const address = /<([^>]*)>/.exec(line)?.[1] ?? ''
        const verb = line.split(' ')[0]?.toUpperCase()
        if (verb === 'EHLO') reply('250-sink.test\r\n250-AUTH PLAIN\r\n250 8BITMIME')
        else if (verb === 'AUTH') {
          current.credentials = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8')
          reply('235 2.7.0 accepted')
        } else if (verb === 'MAIL') {
          current.from = address
          reply('250 2.1.0 ok')
        } else if (verb === 'RCPT') {
          if (address === refuse) reply('550 5.1.1 no such mailbox')
          else {
            current.to.push(address)
            reply('250 2.1.5 ok')
          }
        } else if (verb === 'DATA') {
          inData = true
          reply('354 end with a dot')
        } else if (verb === 'QUIT') socket.end('221 2.0.0 bye\r\n')
        else reply('250 ok')
      }
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return { received, port, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** What a mail client shows of a quoted-printable body: soft line breaks joined, `=XX` decoded. */
const decodeQuotedPrintable = (data: string) =>
  data.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))

describe('account mails', () => {
  const stops: Array<() => Promise<void>> = []
  afterEach(async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()))
  })

  it('say what the verification link is for, and hold it on a line of its own', () => {
    const link = 'https://snipstack.example/verify-email?token=abc'
    const mail = verificationMail({ firstName: 'Ada', email: 'ada@example.com' }, link)
    expect(mail.to).toBe('ada@example.com')
    expect(mail.subject).toBe('Verify your email address for Snipstack')
    expect(mail.text.split('\n')).toContain(link)
    expect(mail.text).toMatch(/^Hi Ada,\n/)
    expect(mail.text).toContain('within 24 hours')
  })

  it('go to the log when no mail server is configured, link included', async () => {
    const lines: string[] = []
    const sender = logMailSender({ ...silentLogger, info: (line) => lines.push(line) })
    await sender.send({ to: 'ada@example.com', subject: 'Hello', text: 'Open https://x.example/verify-email?token=t' })
    expect(lines).toEqual([
      'Mail to ada@example.com (SMTP_URL is not set, so it is only logged): Hello\nOpen https://x.example/verify-email?token=t',
    ])
  })

  it('go through SMTP with the sender, the recipient and the credentials of the URL', async () => {
    const sink = await startSmtpSink()
    stops.push(sink.stop)
    const sender = smtpMailSender(
      `smtp://mailer:s3cret@127.0.0.1:${sink.port}`,
      'Snipstack <no-reply@snipstack.example>',
    )
    const mail = verificationMail(
      { firstName: 'Ada', email: 'ada@example.com' },
      'https://snipstack.example/verify-email?token=abc',
    )
    await sender.send(mail)

    expect(sink.received).toHaveLength(1)
    const [message] = sink.received
    expect(message?.from).toBe('no-reply@snipstack.example')
    expect(message?.to).toEqual(['ada@example.com'])
    expect(message?.credentials).toBe('\0mailer\0s3cret')
    expect(message?.data).toMatch(/^From: Snipstack <no-reply@snipstack\.example>$/m)
    expect(message?.data).toMatch(/^To: ada@example\.com$/m)
    expect(message?.data).toMatch(/^Subject: Verify your email address for Snipstack$/m)
    expect(message?.data).toMatch(/^Content-Transfer-Encoding: quoted-printable$/m)
    expect(decodeQuotedPrintable(message?.data ?? '')).toContain(`\n${mail.text}`)
  })

  it('fail when the mail server refuses the message, so the caller can say so', async () => {
    const sink = await startSmtpSink({ refuse: 'nobody@example.com' })
    stops.push(sink.stop)
    const sender = smtpMailSender(`smtp://127.0.0.1:${sink.port}`, 'no-reply@snipstack.example')
    await expect(sender.send({ to: 'nobody@example.com', subject: 'Hello', text: 'Hi' })).rejects.toThrow(/550/)
    expect(sink.received).toEqual([])
  })
})
