console.log(extendHex('#03f'));
console.log(extendHex('05a'));
console.log(extendHex('#FFF'));
