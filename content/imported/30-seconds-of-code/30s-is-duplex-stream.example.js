import { Duplex, PassThrough, Readable, Writable } from 'node:stream';
console.log(isDuplexStream(new Duplex()));
console.log(isDuplexStream(new PassThrough())); // a transform stream is duplex
console.log(isDuplexStream(new Readable()));
console.log(isDuplexStream(new Writable()));
console.log(isDuplexStream({}));
console.log(isDuplexStream(null));
