console.log(stripHTMLTags('<p>Hello <em>world</em>!</p>'));
console.log(stripHTMLTags('<a href="/docs" class="link">Read the docs</a><br/>'));
// XML and text without tags
console.log(stripHTMLTags('<note><to>Ann</to></note>'));
console.log(stripHTMLTags('no tags here'));
