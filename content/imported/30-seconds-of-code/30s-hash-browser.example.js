// The Web Crypto API is global in Node.js too.
const digest = await hashBrowser('abc');
console.log(digest);
console.log(digest.length); // 64 hex digits = 256 bits
console.log(await hashBrowser('')); // the empty string has a hash too
console.log((await hashBrowser('abc')) === digest); // same input, same hash
