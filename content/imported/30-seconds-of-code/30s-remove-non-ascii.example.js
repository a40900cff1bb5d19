console.log(removeNonASCII('naïve café – déjà vu'))
console.log(removeNonASCII('äÄçÇlorem-ipsumöÖþ'))
console.log(JSON.stringify(removeNonASCII('tab\there\nnewline')))
console.log(JSON.stringify(removeNonASCII('日本語')))
