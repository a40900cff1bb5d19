import type { Readable, Writable } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'
import { serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js'
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'
import { ErrorCode, type JSONRPCMessage, JSONRPCMessageSchema } from '@modelcontextprotocol/sdk/types.js'

/** A line longer than this is not a message this server could be sent (the SDK's own limit). */
const MAX_LINE_BYTES = 10 * 1024 * 1024

type RequestId = string | number

/**
 * MCP over stdio: one JSON-RPC message per line. The SDK's stdio transport drops a line it cannot
 * parse without a word, leaving the client waiting; this one answers as JSON-RPC 2.0 says, with
 * -32700 Parse error (id null) for a line that is not JSON and -32600 Invalid Request (the id
 * when the message has a usable one, else null) for JSON that is not a message. MCP has no
 * batches, so an array is an invalid request too. Like the SDK's, it leaves the process to end
 * once stdin has closed and the calls in flight have answered.
 */
export class JsonRpcStdioTransport implements Transport {
  onclose?: () => void
  onerror?: (error: Error) => void
  onmessage?: (message: JSONRPCMessage) => void

  private readonly decoder = new StringDecoder('utf8')
  private pending = ''
  private closed = false

  constructor(
    private readonly input: Readable = process.stdin,
    private readonly output: Writable = process.stdout,
  ) {}

  private readonly onData = (chunk: Buffer | string) => {
    this.pending += typeof chunk === 'string' ? chunk : this.decoder.write(chunk)
    const lines = this.pending.split('\n')
    this.pending = lines.pop() ?? ''
    if (Buffer.byteLength(this.pending) > MAX_LINE_BYTES) {
      this.pending = ''
      this.reject(null, ErrorCode.ParseError, 'Parse error')
    }
    for (const line of lines) this.receive(line.replace(/\r$/, ''))
  }

  private readonly onError = (error: Error) => {
    this.onerror?.(error)
  }

  async start(): Promise<void> {
    this.input.on('data', this.onData)
    this.input.on('error', this.onError)
  }

  private receive(line: string): void {
    if (!line.trim()) return
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch {
      this.reject(null, ErrorCode.ParseError, 'Parse error')
      return
    }
    const parsed = JSONRPCMessageSchema.safeParse(value)
    if (!parsed.success) {
      this.reject(idOf(value), ErrorCode.InvalidRequest, 'Invalid Request')
      return
    }
    this.onmessage?.(parsed.data)
  }

  /** An error answer; the SDK's message types have no `id: null`, which JSON-RPC needs here. */
  private reject(id: RequestId | null, code: number, message: string): void {
    this.output.write(`${JSON.stringify({ jsonrpc: '2.0', id, error: { code, message } })}\n`)
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve) => {
      if (this.output.write(serializeMessage(message))) resolve()
      else this.output.once('drain', resolve)
    })
  }

  async close(): Promise<void> {
    if (this.closed) return
    this.closed = true
    this.input.off('data', this.onData)
    this.input.off('error', this.onError)
    if (this.input.listenerCount('data') === 0) this.input.pause()
    this.pending = ''
    this.onclose?.()
  }
}

/** The id of a message that is not a valid one, when it has an id JSON-RPC allows. */
function idOf(value: unknown): RequestId | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const id = (value as { id?: unknown }).id
  return typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)) ? id : null
}
