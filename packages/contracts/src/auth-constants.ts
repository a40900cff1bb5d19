/**
 * The account contracts' words and names, with no schema library: the site's API client and
 * pages import them, and importing the schemas there would put zod in every page's first
 * download (see snippet-constants.ts). auth.ts builds its schemas from these and re-exports them.
 */

/**
 * Usernames: lowercase letters, digits, dots, dashes and underscores, starting and ending with a
 * letter or digit. The server derives new accounts' usernames within the same bounds.
 */
export const USERNAME_MIN = 3
export const USERNAME_MAX = 32
export const USERNAME_PATTERN = /^[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?$/

export const authMessages = {
  loginEmail: 'Please enter your email or username',
  loginPassword: 'Please enter your password',
  // The rule and its message agree on 3 characters (docs/product.md, Accounts and sign-in; README).
  loginPasswordLength: 'Password must be at least 3 characters long',
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  email: 'Please enter a valid email address',
  registerPasswordLength: 'Password must be at least 8 characters long',
  terms: 'Please accept the Terms & Conditions',
  loginFallback: 'An error occurred during sign in.',
  registerFallback: 'An error occurred during registration.',
  invalidCredentials: 'The email, username or password is incorrect.',
  emailTaken: 'An account with this email already exists.',
  usernameTaken: 'This username is already taken.',
  usernameLength: `Usernames have ${USERNAME_MIN} to ${USERNAME_MAX} characters`,
  usernameCharacters: 'Use lowercase letters, digits, dots, dashes and underscores',
  currentPasswordIncorrect: 'Your current password is incorrect.',
  signInRequired: 'Please sign in to continue.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  codeInvalid: 'This sign-in link has expired or was already used. Please sign in again.',
  avatarMissing: 'Please choose an image to upload',
  avatarCount: 'Please upload one image at a time',
  avatarType: 'Please choose a PNG, JPEG, WebP or GIF image',
  avatarSize: 'Please choose an image of at most 512 KB',
  avatarDimensions: 'Please choose an image of at most 4096 × 4096 pixels',
  avatarFrames: 'Please choose an animation with fewer or smaller frames',
  avatarMultipart: 'Please send the image as multipart/form-data with the field file',
  avatarNotFound: 'This account has no uploaded picture.',
  verificationInvalid: 'This verification link has expired or was already used.',
  emailAlreadyVerified: 'Your email address is already verified.',
  verificationEmailsExhausted:
    'Several verification emails were sent in the last hour. Please check your inbox and spam folder, or try again later.',
} as const

/** The site page a verification link opens; it spends the link through POST /api/auth/verify-email. */
export const VERIFY_EMAIL_PATH = '/verify-email'

/** Uploaded pictures (POST /api/auth/me/avatar): the types browsers show everywhere, and nothing that can run script. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const
export type AvatarType = (typeof AVATAR_TYPES)[number]
export const AVATAR_MAX_BYTES = 512 * 1024
/** Wider or taller pictures cost far more memory to decode than their file size suggests. */
export const AVATAR_MAX_PIXELS = 4096
/**
 * An animated picture's frames together (frames × width × height): a small file of many large,
 * alike frames would otherwise take every viewer's browser gigabytes to play.
 */
export const AVATAR_MAX_FRAME_PIXELS = 4 * 4096 * 4096
/** The multipart field of an avatar upload, as for every upload (docs/product.md, API and errors). */
export const AVATAR_FIELD = 'file'

export const LOGIN_PASSWORD_MIN = 3
export const REGISTER_PASSWORD_MIN = 8
/** Upper bound that keeps hashing cheap to call and long inputs from being a denial of service. */
export const PASSWORD_MAX = 256

/** Header names of the renewal protocol (docs/product.md, API and errors). */
export const RENEWAL_HEADER = 'renewal'
export const CFT_HEADER = 'cft'

export const oauthProviders = ['google', 'github'] as const
export type OAuthProvider = (typeof oauthProviders)[number]

/**
 * Why an OAuth sign-in came back to `/sign-in?error=<reason>`, with the words the page shows.
 * Anything else in that parameter is shown as `oauth_failed`.
 */
export const oauthErrorMessages = {
  provider_not_configured:
    'Signing in with this provider is not set up on this site yet. Please use your email and password.',
  oauth_state_mismatch: 'That sign-in attempt expired or was started in another window. Please try again.',
  oauth_cancelled: 'Sign-in was cancelled. You can try again or use your email and password.',
  oauth_failed: 'We could not sign you in with that provider. Please try again.',
  email_not_verified:
    'Your account with that provider has no verified email address. Verify it there, or register with your email.',
  account_exists:
    'An account with this email already exists. Sign in with your email and password and verify your email address from Settings; after that you can also sign in with this provider.',
} as const
export type OAuthErrorReason = keyof typeof oauthErrorMessages
export const oauthErrorReasons = Object.keys(oauthErrorMessages) as OAuthErrorReason[]
