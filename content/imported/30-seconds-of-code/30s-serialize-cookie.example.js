console.log(serializeCookie('theme', 'dark'));
// Special characters are percent-encoded
console.log(serializeCookie('user name', 'Jo & Sam; admin=1'));
console.log(serializeCookie('empty', ''));
