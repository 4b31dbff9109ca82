import type { z } from 'zod';
import type { LineState } from '@fardin/core/line-journey';
import type {
  adminProblemSchema,
  journeyLineSchema,
  pendingQcDecisionSchema,
  ledgerRowSchema,
  purchasingQueueSchema,
  adminLineJourneySchema,
  ProblemChoice,
} from '@fardin/core/contract-operations';

/**
 * Types of the purchase journey's answers (OPERATIONS.md section 5) for the web's components: type
 * imports only, so no zod contract reaches the browser (docs/contributing.md, web conventions).
 */
export type PurchasingGroup = z.infer<typeof purchasingQueueSchema>['data'][number];
export type AdminProblem = z.infer<typeof adminProblemSchema>;
export type PendingQcDecision = z.infer<typeof pendingQcDecisionSchema>;
export type JourneyLine = z.infer<typeof journeyLineSchema>;
export type LedgerRow = z.infer<typeof ledgerRowSchema>;
export type AdminLineJourney = z.infer<typeof adminLineJourneySchema>;

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
  /** The marketplace shop to buy from, as the product said at checkout (decision 0038). */
  seller?: { id: string | null; name: string } | null;
  tracking_nos?: string[];
  shelf?: string | null;
  /** What can still be refunded for the line (paid minus refunded), USD. */
  refundable?: number;
  /** The moves staff may make now, as the API says (else core's `nextLineStates`). */
  next_states?: LineState[];
}

/** A line of the admin order answer joined with its journey row (by line id), or null without one. */
export function adminOrderLine(
  line: { id?: number | undefined; product_name: string; product_price: number; quantity: number },
  journey: readonly AdminLineJourney[],
): AdminOrderLine | null {
  const row = journey.find((j) => j.line_id === line.id);
  if (!row || line.id === undefined) return null;
  return {
    id: line.id,
    product_name: line.product_name,
    product_price: line.product_price,
    quantity: line.quantity,
    state: row.state,
    held_from: row.held_from,
    next_states: row.next_states,
    problem: row.problem,
    purchase: row.purchase,
    seller: row.seller,
    tracking_nos: row.tracking.flatMap((t) =>
      t.tracking_no ? [t.carrier ? `${t.carrier} ${t.tracking_no}` : t.tracking_no] : [],
    ),
    shelf: row.tracking.map((t) => t.shelf).find((s) => !!s) ?? null,
  };
}
