console.log(atob('SGVsbG8sIHdvcmxkIQ=='));
console.log(atob('c25pcHBldA'));
console.log(JSON.stringify(atob('')));
console.log(atob('/w==').charCodeAt(0)); // each decoded byte is one character
