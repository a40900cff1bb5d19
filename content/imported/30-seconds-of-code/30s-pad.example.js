console.log(JSON.stringify(pad('cat', 8)))
console.log(pad('42', 6, '0'))
console.log(pad('title', 11, '-'))
console.log(pad('toolong', 4))
