import { FRAME_SPEC_TEXT } from './frame-text';

/**
 * User-facing texts that SPEC.md gives verbatim (sections 1, 4, 5, 8) or that DOMAIN.md gives for
 * server answers. They are English in the spec; the web dictionaries translate them by key, the API
 * answers with these exact strings.
 */
export const SPEC_TEXT = {
  ...FRAME_SPEC_TEXT,
  widgetGreeting: "Hi!! I'm here to help you find the perfect product.",
  searchPlaceholder: 'Search 300M+ products',
  notFound: 'This page could not be found',
  notFound404: '404 Not Found',
  paymentTimeout: 'Payment timeout. Please try again.',
  somethingWrong: 'Something went wrong',
  invalidQrTitle: 'Invalid QR Code',
  invalidQrBody: 'The uploaded QR code does not contain a valid product link.',
  bankTypeRequired: 'Please select bank transfer payment type',
  receiptRequired: 'Please upload image receipt',
  checkoutFormInvalid: 'checkoutForm is not valid',
  min8: 'min 8 characters',
  atLeast8: 'at least 8 characters',
  passwordMustMatch: 'Password must match',
  accountDeactivated: 'Your account has been deactivated!',
  subtotalNoShipping: 'Subtotal does not include shipping',
} as const;

export const MAP_TEXT = {
  enterValid: 'Please enter a valid Google Maps URL or coordinates',
  badFormat: 'Invalid coordinate format. Use: latitude,longitude',
  notNumbers: 'Invalid coordinates. Please enter valid numbers',
  badLatitude: 'Invalid latitude. Must be between -90 and 90',
  badLongitude: 'Invalid longitude. Must be between -180 and 180',
  needHttp: 'Please enter a valid Google Maps URL starting with http:// or https://',
  notGoogle: 'Please enter a valid Google Maps URL',
  badServerCoordinates: 'Invalid coordinates received from server',
  noCoordinates: 'No coordinates found in the provided URL',
  extractFailed: 'Failed to extract coordinates from Google Maps URL',
  success: 'Location coordinates extracted successfully',
} as const;

/** Answers about the service itself, with their stable codes (not in the spec; decision 0012). */
export const SERVICE_TEXT = {
  databaseUnavailable: 'The database is unavailable. Please try again in a moment.',
} as const;

/** '{field} is required' (SPEC section 5). */
export function requiredText(field: string): string {
  return `${field} is required`;
}

/**
 * A zod schema-level error that says '{field} is required' only when the field is missing. As a
 * schema's `error` it would otherwise be the text of every check (a 201-character password read
 * "password is required"); any other problem keeps the text that names it (decision 0019).
 */
export function missingText(field: string): (issue: { input?: unknown }) => string | undefined {
  return (issue) => (issue.input === undefined || issue.input === null ? requiredText(field) : undefined);
}
