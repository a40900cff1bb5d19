// This program runs in Node.js, which has neither window nor document.
console.log(isBrowser());
// Server-side code can use it to guard browser-only work.
const title = isBrowser() ? document.title : 'no document here';
console.log(title);
