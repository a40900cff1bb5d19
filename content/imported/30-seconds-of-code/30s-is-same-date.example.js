console.log(isSameDate(new Date('2024-05-20'), new Date('2024-05-20')));
console.log(isSameDate(new Date('2024-05-20'), new Date('2024-05-21')));
// The whole moment is compared, down to the millisecond.
console.log(isSameDate(new Date('2024-05-20T12:00:00.000Z'), new Date('2024-05-20T12:00:00.001Z')));
// Different objects for the same moment are equal.
console.log(isSameDate(new Date(0), new Date('1970-01-01T00:00:00Z')));
