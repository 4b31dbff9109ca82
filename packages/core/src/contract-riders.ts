import { z } from 'zod';
import { adminParcelSchema } from './contract-parcels';
import { PARCEL_STATES } from './parcel-journey';

/**
 * API contract of the last mile (OPERATIONS.md sections 2, 5; decision 0043): riders' drops, the
 * doorstep payment (cash or a KHQR for exactly the amount to collect) and the rider's day close.
 * Amounts are US dollars with 2 decimals, from integer cents on the server.
 */

export const DROP_STATUSES = ['assigned', 'delivered', 'failed'] as const;
export const DROP_METHODS = ['cash', 'khqr', 'none'] as const;
export type DropMethod = (typeof DROP_METHODS)[number];

/** A Phnom Penh calendar day, `YYYY-MM-DD`. */
const shopDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD');

const photoSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/(?!\/)|https:\/\/)/, 'Use an uploaded image URL');

const dropSchema = z.object({
  id: z.number(),
  parcel_id: z.number(),
  parcel_code: z.string(),
  parcel_state: z.enum(PARCEL_STATES),
  status: z.enum(DROP_STATUSES),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  map_url: z.string().nullable(),
  note: z.string().nullable(),
  /** Unpaid goods of cash-on-delivery orders plus unpaid freight, from the orders' ledgers. */
  amount_to_collect: z.number(),
  collected: z.number(),
  method: z.enum(DROP_METHODS).nullable(),
  khqr_reference: z.string().nullable(),
  fail_reason: z.string().nullable(),
  assigned_on: z.string(),
});
export type Drop = z.infer<typeof dropSchema>;

export const dropsAnswerSchema = z.object({ message: z.string(), data: z.array(dropSchema) });
export const dropAnswerSchema = z.object({ message: z.string(), data: dropSchema });

/** `POST /api/rider/drops/{id}/deliver`: the cash taken (0 when a doorstep KHQR paid it) and a proof photo. */
export const deliverBodySchema = z.object({
  cash_collected: z.number().min(0).max(100_000),
  photo: photoSchema,
});
export const failBodySchema = z.object({ reason: z.string().trim().min(2).max(500) });

export const dropKhqrAnswerSchema = z.object({
  message: z.string(),
  data: z.object({
    drop_id: z.number(),
    reference: z.string(),
    qr_string: z.string(),
    amount: z.number(),
    status: z.string(),
    expires_at: z.string(),
  }),
});

const riderIdSchema = z.number().int().min(1).max(2_147_483_647);

/** `POST /api/admin/parcels/{id}/assign`. */
export const assignBodySchema = z.object({ rider_id: riderIdSchema });

/** The most parcels one dispatch call gives a rider (a day's round, with room). */
const MAX_ASSIGN_PARCELS = 100;

/**
 * `POST /api/admin/dispatch/assign`: several parcels to one rider, all or nothing (decision 0054).
 * Each id once.
 */
export const assignManyBodySchema = z.object({
  rider_id: riderIdSchema,
  parcel_ids: z
    .array(z.number().int().min(1).max(2_147_483_647))
    .min(1)
    .max(MAX_ASSIGN_PARCELS)
    .refine((ids) => new Set(ids).size === ids.length, 'Each parcel once'),
});

/**
 * How staff settle a day close's difference (decision 0055): a shortfall (handed < expected) is
 * paid by the rider later or written off as the shop's loss (with a reason); an over-count is
 * returned to the rider.
 */
export const DAY_RESOLUTIONS = ['rider_paid', 'written_off', 'returned'] as const;
export type DayResolution = (typeof DAY_RESOLUTIONS)[number];
/** The rider's cash account of a day (the shop's cash, not a shopper's order ledger). */
export const RIDER_CASH_KINDS = ['owed', 'handed', ...DAY_RESOLUTIONS] as const;
export type RiderCashKind = (typeof RIDER_CASH_KINDS)[number];

const riderCashRowSchema = z.object({
  kind: z.enum(RIDER_CASH_KINDS),
  /** Signed: positive the rider owes the shop more, negative it was settled. Balance = sum. */
  amount: z.number(),
  note: z.string().nullable(),
  by_name: z.string(),
  at: z.string(),
});

const dayResolutionSchema = z.object({
  how: z.enum(DAY_RESOLUTIONS),
  /** The difference it settled (expected - handed over). */
  amount: z.number(),
  note: z.string().nullable(),
  by_name: z.string(),
  at: z.string(),
});

const riderDaySchema = z.object({
  rider_id: z.number(),
  rider_name: z.string(),
  date: z.string(),
  drops: z.array(dropSchema),
  delivered: z.number(),
  failed: z.number(),
  open: z.number(),
  cash: z.number(),
  qr: z.number(),
  /** What staff confirmed the rider handed over (null: not yet), and cash - handed over. */
  cash_handed: z.number().nullable(),
  difference: z.number().nullable(),
  confirmed_at: z.string().nullable(),
  /** How the difference was settled (null: not yet, or none), and the day's cash rows. */
  resolution: dayResolutionSchema.nullable(),
  cash_ledger: z.array(riderCashRowSchema),
});
export type RiderDay = z.infer<typeof riderDaySchema>;
export const riderDayAnswerSchema = z.object({ message: z.string(), data: riderDaySchema });
export const riderDayQuerySchema = z.object({ date: shopDaySchema.optional() });

/** `POST /api/admin/riders/{id}/day/confirm`: the cash counted from the rider. */
export const confirmDayBodySchema = z.object({
  date: shopDaySchema,
  cash_handed: z.number().min(0).max(1_000_000),
  note: z.string().trim().max(500).optional(),
});

/** `POST /api/admin/riders/{id}/day/resolve`: how the day's difference is settled (a reason to write it off). */
export const resolveDayBodySchema = z
  .object({
    date: shopDaySchema,
    how: z.enum(DAY_RESOLUTIONS),
    note: z.string().trim().max(500).optional(),
  })
  .refine((b) => b.how !== 'written_off' || (b.note ?? '').length >= 2, {
    message: 'A write-off needs its reason',
    path: ['note'],
  });

export const ridersListSchema = z.object({
  message: z.string(),
  data: z.array(z.object({ id: z.number(), name: z.string(), phone: z.string() })),
});

/** `GET /api/admin/dispatch`: parcels in Phnom Penh waiting for a rider, with the amount to collect. */
const dispatchParcelSchema = adminParcelSchema.extend({ amount_to_collect: z.number() });
export type DispatchParcel = z.infer<typeof dispatchParcelSchema>;
export const dispatchAnswerSchema = z.object({ message: z.string(), data: z.array(dispatchParcelSchema) });
