console.log(URLJoin('https://example.com/', '/api/', 'users', '42'));
// Query parameters are combined with "?" then "&"
console.log(URLJoin('https://example.com', 'search', '?q=js', '?page=2'));
console.log(URLJoin('http://localhost:3000', 'docs', '#intro'));
console.log(URLJoin('file:', 'home', 'notes.txt'));
