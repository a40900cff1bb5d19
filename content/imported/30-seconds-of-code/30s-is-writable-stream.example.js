import { Writable, Readable, Duplex } from 'node:stream'

const sink = new Writable({ write(chunk, encoding, done) { done() } })
console.log(isWritableStream(sink))
console.log(isWritableStream(new Duplex()))
console.log(isWritableStream(new Readable()))
console.log(isWritableStream({ pipe() {}, _write() {} }))
console.log(isWritableStream(null))
