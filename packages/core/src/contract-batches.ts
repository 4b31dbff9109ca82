import { z } from 'zod';
import { BATCH_STATES, PARCEL_MODES } from './parcel-journey';

/**
 * API contract of batches (OPERATIONS.md sections 2, 5; decision 0043): one departure to Cambodia,
 * `open -> closed -> departed -> arrived`, holding parcels whose freight is paid or accepted as cash.
 */

// The batch's states live beside the parcel's (no zod there: the back office's page imports them).
export { BATCH_NEXT, BATCH_STATES, type BatchState } from './parcel-journey';

const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD');

/** `POST /api/admin/batches`. */
export const createBatchBodySchema = z.object({
  mode: z.enum(PARCEL_MODES),
  vehicle_no: z.string().trim().min(1).max(60),
  departs_on: daySchema,
  eta: daySchema,
});

const batchSchema = z.object({
  id: z.number(),
  code: z.string(),
  mode: z.enum(PARCEL_MODES),
  vehicle_no: z.string(),
  departs_on: z.string(),
  eta: z.string(),
  state: z.enum(BATCH_STATES),
  parcels: z.number(),
  created_at: z.string(),
});
export type Batch = z.infer<typeof batchSchema>;
export const batchAnswerSchema = z.object({ message: z.string(), data: batchSchema });
export const batchesAnswerSchema = z.object({ message: z.string(), data: z.array(batchSchema) });

/** `POST /api/admin/batches/{id}/parcels`: parcel codes as scanned (one scan per parcel). */
export const addParcelsBodySchema = z.object({
  codes: z.array(z.string().trim().min(1).max(40)).min(1).max(200),
});
export const addParcelsAnswerSchema = z.object({
  message: z.string(),
  data: z.object({ batch: batchSchema, added: z.array(z.string()) }),
});

/** `POST /api/admin/batches/{id}/move`. */
export const moveBatchBodySchema = z.object({ to: z.enum(BATCH_STATES) });
