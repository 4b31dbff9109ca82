import { z } from 'zod';
import { LINE_STATES } from './line-journey';

/**
 * API contract of warehouse receiving (OPERATIONS.md sections 2 and 5, decision 0043): a scan of
 * a seller's tracking number at the overseas warehouse, and unclaimed parcels.
 */

export const UNCLAIMED_STATUSES = ['unclaimed', 'matched'] as const;
export type UnclaimedStatus = (typeof UNCLAIMED_STATUSES)[number];

const photosSchema = z.array(z.string().trim().min(1).max(2000)).max(10);
const trackingNoSchema = z
  .string()
  .trim()
  .min(3)
  .max(100)
  .regex(/^[\x21-\x7e]+$/, 'printable characters without spaces');

/** `POST /api/admin/warehouse/receive`. */
export const receiveBodySchema = z.object({
  tracking_no: trackingNoSchema,
  shelf: z.string().trim().max(100).optional(),
  photos: photosSchema.optional(),
});

const receivedLineSchema = z.object({
  line_id: z.number(),
  order_id: z.number(),
  title: z.string(),
  state: z.enum(LINE_STATES),
  shelf: z.string().nullable(),
});

const unclaimedParcelSchema = z.object({
  id: z.number(),
  tracking_no: z.string(),
  shelf: z.string().nullable(),
  photos: z.array(z.string()),
  status: z.enum(UNCLAIMED_STATUSES),
  created_at: z.string(),
  matched_at: z.string().nullable(),
});
export type UnclaimedParcel = z.infer<typeof unclaimedParcelSchema>;

/** A scan either matched lines (moved to `received`) or made (or found) an unclaimed parcel. */
export const receiveAnswerSchema = z.object({
  message: z.string(),
  data: z.object({
    outcome: z.enum(['matched', 'unclaimed']),
    tracking_no: z.string(),
    lines: z.array(receivedLineSchema),
    unclaimed: unclaimedParcelSchema.nullable(),
  }),
});
export type ReceiveAnswer = z.infer<typeof receiveAnswerSchema>['data'];

export const unclaimedListSchema = z.object({
  message: z.string(),
  data: z.array(unclaimedParcelSchema),
});

export const unclaimedQuerySchema = z.object({
  status: z.enum(UNCLAIMED_STATUSES).default('unclaimed'),
});

/** `POST /api/admin/warehouse/unclaimed/{id}/match`: the lines the parcel holds. */
export const matchUnclaimedBodySchema = z.object({
  line_ids: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(50),
  shelf: z.string().trim().max(100).optional(),
});
export const matchUnclaimedAnswerSchema = z.object({
  message: z.string(),
  data: z.object({ unclaimed: unclaimedParcelSchema, lines: z.array(receivedLineSchema) }),
});
