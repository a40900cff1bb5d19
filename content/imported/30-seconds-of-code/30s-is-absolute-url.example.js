console.log(isAbsoluteURL('https://example.com'));
console.log(isAbsoluteURL('ftp://files.example.com/readme.txt'));
console.log(isAbsoluteURL('mailto:someone@example.com'));
console.log(isAbsoluteURL('/docs/start'));
console.log(isAbsoluteURL('//cdn.example.com/app.js')); // protocol-relative
console.log(isAbsoluteURL(''));
