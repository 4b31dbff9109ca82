/** The back office's texts, and the shop's names of stages, line states, problems and ledger rows in its language. */
export const ADMIN_PREFIXES = [
  'admin.',
  'commerce.stage.',
  'commerce.line.',
  'commerce.problem.',
  'commerce.ledger.',
  'commerce.parcel.',
  'commerce.checkout.',
] as const;
