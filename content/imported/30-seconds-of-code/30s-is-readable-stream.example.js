import { Duplex, Readable, Writable } from 'node:stream';
console.log(isReadableStream(new Readable()));
console.log(isReadableStream(Readable.from(['a', 'b'])));
console.log(isReadableStream(new Duplex())); // duplex streams are readable too
console.log(isReadableStream(new Writable()));
console.log(isReadableStream({ pipe() {} }));
console.log(isReadableStream(null));
