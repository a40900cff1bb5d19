import { PassThrough, Readable, Writable } from 'node:stream';
console.log(isStream(new Readable()));
console.log(isStream(new Writable()));
console.log(isStream(new PassThrough()));
console.log(isStream({ data: [] }));
console.log(isStream(null));
console.log(isStream('stream'));
