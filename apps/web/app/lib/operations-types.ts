import type { z } from 'zod';
import type { LineState } from '@fardin/core/line-journey';
import type {
  adminProblemSchema,
  journeyLineSchema,
  ledgerRowSchema,
  purchasingQueueSchema,
  ProblemChoice,
} from '@fardin/core/contract-operations';

/**
 * Types of the purchase journey's answers (OPERATIONS.md section 5) for the web's components: type
 * imports only, so no zod contract reaches the browser (docs/contributing.md, web conventions).
 */
export type PurchasingGroup = z.infer<typeof purchasingQueueSchema>['data'][number];
export type AdminProblem = z.infer<typeof adminProblemSchema>;
export type JourneyLine = z.infer<typeof journeyLineSchema>;
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

/** A line of the back office's order page with its journey (until the admin contract names it). */
export interface AdminOrderLine {
  id: number;
  product_name: string;
  product_price: number;
  quantity: number;
  state: LineState;
  held_from?: LineState | null;
  problem?: (JourneyLine['problem'] & { answer?: ProblemChoice | null }) | null;
  purchase?: { seller: string; marketplace_order_no: string; unit_price: number; currency: string } | null;
  tracking_nos?: string[];
  shelf?: string | null;
  /** What can still be refunded for the line (paid minus refunded), USD. */
  refundable?: number;
}
