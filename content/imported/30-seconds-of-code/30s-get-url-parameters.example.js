console.log(JSON.stringify(getURLParameters('https://example.com/search?q=snippets&page=2')));
console.log(JSON.stringify(getURLParameters('name=Ada&lang=en'))); // a bare query string works too
console.log(JSON.stringify(getURLParameters('https://example.com/about'))); // no parameters
console.log(JSON.stringify(getURLParameters('?empty=&x=1')));
