const headers = { 'Content-Type': 'text/html', 'X-Request-ID': 'abc123' }
console.log(JSON.stringify(lowercaseKeys(headers)))
console.log(JSON.stringify(headers))
console.log(JSON.stringify(lowercaseKeys({})))
