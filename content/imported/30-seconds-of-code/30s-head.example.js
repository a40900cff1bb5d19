console.log(head([1, 2, 3]));
console.log(head(['only']));
console.log(JSON.stringify(head([[1, 2], [3]])));
console.log(head([]) === undefined); // an empty list has no head
