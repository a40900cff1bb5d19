// Dates built from local parts, so the result is the same in every time zone.
console.log(getColonTimeFromDate(new Date(2024, 0, 15, 9, 5, 7)));
console.log(getColonTimeFromDate(new Date(2024, 5, 30, 23, 59, 59)));
console.log(getColonTimeFromDate(new Date(2024, 11, 31))); // midnight
