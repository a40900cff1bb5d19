/** The API reference's group that every `/api/auth/*` route is listed under. */
export const tags = ['Accounts']
