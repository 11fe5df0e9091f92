/** Business constants of the product, in one place for the API and the web app. */
export const LIMITS = {
  maxFavorites: 12,
  maxMeetings: 4,
  maxAreas: 3,
  maxCities: 3,
  signupNameMin: 3,
  signupNameMax: 60,
  orienterNameMax: 100,
  onboardingTextMax: 100,
  passwordMin: 8,
  phoneDigits: 10,
  groupNameMin: 3,
  accessLinkSeatsMin: 1,
  galleryImages: 5,
  homeFavorites: 4,
  shareLinkChars: 42,
  snackbarMs: 3000,
  loginBreakpoint: 1024,
  pageSizeDefault: 50,
  pageSizeMax: 200,
  /** The days an audit filter may name: the years of the product, and no day the database cannot hold. */
  auditFirstYear: 2000,
  auditLastYear: 2099,
} as const;

/** How the web app fetches: deduping, focus revalidation, retries and the slow-network timeout. */
export const FETCH_DEFAULTS = {
  dedupingInterval: 2000,
  focusThrottleInterval: 5000,
  errorRetryInterval: 5000,
  loadingTimeout: 3000,
  revalidateOnFocus: true,
  revalidateOnReconnect: true,
} as const;
