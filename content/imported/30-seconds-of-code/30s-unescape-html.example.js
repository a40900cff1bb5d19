console.log(unescapeHTML('&lt;a href=&quot;/home&quot;&gt;Home &amp; Garden&lt;/a&gt;'));
console.log(unescapeHTML('It&#39;s fine'));
// Other entities are left as they are
console.log(unescapeHTML('&copy; 2024 &nbsp;'));
console.log(JSON.stringify(unescapeHTML('')));
