/**
 * The operations contract's plain values (problem kinds, statuses, choices) without zod: browser code
 * imports them from here so no schema library reaches a client chunk (issue 28).
 * `contract-operations.ts` re-exports them for the server.
 */

export const PROBLEM_KINDS = ['price_changed', 'out_of_stock', 'qc_failed', 'lost'] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];
/** open: waiting for the shopper; awaiting_payment: pay chosen, KHQR or transfer not settled yet; resolved: done. */
export const PROBLEM_STATUSES = ['open', 'awaiting_payment', 'resolved'] as const;
export type ProblemStatus = (typeof PROBLEM_STATUSES)[number];
export const PROBLEM_CHOICES = ['pay', 'alternative', 'cancel', 'return', 'exchange', 'accept'] as const;
export type ProblemChoice = (typeof PROBLEM_CHOICES)[number];

/** The shopper's choices of each kind (`lost` has none: staff decide). */
export const PROBLEM_KIND_CHOICES: Record<ProblemKind, readonly ProblemChoice[]> = {
  price_changed: ['pay', 'cancel'],
  out_of_stock: ['alternative', 'cancel'],
  qc_failed: ['return', 'exchange', 'accept'],
  lost: [],
};
