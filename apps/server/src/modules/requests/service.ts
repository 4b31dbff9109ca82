import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@fardin/db/open-db';
import { buyRequestQuota, buyRequests } from '@fardin/db/schema/requests';
import {
  MAX_OPEN_BUY_REQUESTS,
  type BuyRequest,
  type BuyRequestStatus,
  type CreateBuyRequest,
  type StaffBuyRequest,
} from '@fardin/core/contract-requests';
import { fromCents } from '@fardin/core/money';
import { parseProductLink } from '@fardin/core/product-link';
import { pastedItemPath } from '@fardin/core/pasted-link';
import { HttpError, notFound } from '../../http/errors';
import { contactsOf } from '../accounts/staff-service';

/**
 * "Buy it for me" requests (module `requests`, issue 29 item 2). A shopper may have at most
 * MAX_OPEN_BUY_REQUESTS waiting: the quota row is raised by one `INSERT ... ON CONFLICT DO UPDATE
 * ... WHERE` in the same transaction as the request, so concurrent sends cannot pass the cap. The
 * answer (`answerBuyRequestRow`) is written by the flow `flows/answer-buy-request.ts` with its
 * outbox and audit rows.
 */

type Row = typeof buyRequests.$inferSelect;

function answerOf(row: Row): BuyRequest['answer'] {
  if (row.status !== 'answered' || !row.answerProduct || row.quoteCents === null || !row.answeredAt) return null;
  return {
    product: row.answerProduct,
    quote_usd: fromCents(row.quoteCents),
    note: row.answerNote ?? '',
    path: pastedItemPath(row.answerProduct),
    answered_at: row.answeredAt.toISOString(),
  };
}

function requestAnswer(row: Row): BuyRequest {
  return {
    id: row.id,
    link: row.link,
    store: row.store,
    item_id: row.itemId,
    note: row.note,
    quantity: row.quantity,
    variant: row.variant,
    status: row.status,
    answer: answerOf(row),
    created_at: row.createdAt.toISOString(),
  };
}

/** Raises the shopper's count of waiting requests by one, or answers 429 at the cap. Atomic. */
async function takeQuota(tx: Db, userId: number): Promise<void> {
  const taken = await tx
    .insert(buyRequestQuota)
    .values({ userId, openCount: 1 })
    .onConflictDoUpdate({
      target: buyRequestQuota.userId,
      set: { openCount: sql`${buyRequestQuota.openCount} + 1` },
      setWhere: sql`${buyRequestQuota.openCount} < ${MAX_OPEN_BUY_REQUESTS}`,
    })
    .returning({ openCount: buyRequestQuota.openCount });
  if (taken.length === 0)
    throw new HttpError(429, 'buy_request.too_many_open', { params: { max: MAX_OPEN_BUY_REQUESTS } });
}

/** The answer's side of the quota: one waiting request fewer. */
async function releaseQuota(tx: Db, userId: number): Promise<void> {
  await tx
    .update(buyRequestQuota)
    .set({ openCount: sql`${buyRequestQuota.openCount} - 1` })
    .where(and(eq(buyRequestQuota.userId, userId), sql`${buyRequestQuota.openCount} > 0`));
}

export interface AnswerRowInput {
  requestId: number;
  /** The staff account answering (null: the operator's CLI). */
  staffUserId: number | null;
  product: string;
  quoteCents: number;
  note: string;
  at: Date;
}

/**
 * Staff's answer, in the caller's transaction: only an open request is answered (one
 * `UPDATE ... WHERE status = 'open'`), so two staff answering at once write one answer.
 */
export async function answerBuyRequestRow(tx: Db, input: AnswerRowInput): Promise<Row> {
  const [row] = await tx
    .update(buyRequests)
    .set({
      status: 'answered',
      answerProduct: input.product,
      quoteCents: input.quoteCents,
      answerNote: input.note,
      answeredBy: input.staffUserId,
      answeredAt: input.at,
    })
    .where(and(eq(buyRequests.id, input.requestId), eq(buyRequests.status, 'open')))
    .returning();
  if (!row) {
    const [exists] = await tx
      .select({ id: buyRequests.id })
      .from(buyRequests)
      .where(eq(buyRequests.id, input.requestId));
    throw exists ? new HttpError(409, 'buy_request.already_answered') : notFound('buy_request.not_found');
  }
  await releaseQuota(tx, row.userId);
  return row;
}

export function createBuyRequestService(db: Db) {
  async function withCustomers(rows: Row[]): Promise<StaffBuyRequest[]> {
    const contacts = await contactsOf(
      db,
      rows.map((r) => r.userId),
    );
    return rows.map((row) => {
      const contact = contacts.get(row.userId);
      return {
        ...requestAnswer(row),
        customer: { id: row.userId, name: contact?.name ?? '', phone: contact?.phone ?? '' },
      };
    });
  }

  return {
    /** A shopper's new request; the store and item are read from the link here, not taken from the client. */
    async create(userId: number, input: CreateBuyRequest, at: Date): Promise<BuyRequest> {
      const target = parseProductLink(input.link);
      return db.transaction(async (tx) => {
        await takeQuota(tx, userId);
        const [row] = await tx
          .insert(buyRequests)
          .values({
            userId,
            link: input.link,
            store: target?.store ?? null,
            itemId: target?.id ?? null,
            note: input.note,
            quantity: input.quantity,
            variant: input.variant,
            createdAt: at,
          })
          .returning();
        if (!row) throw new Error('buy request not written');
        return requestAnswer(row);
      });
    },

    /** The shopper's own requests, newest first. */
    async mine(userId: number): Promise<BuyRequest[]> {
      const rows = await db
        .select()
        .from(buyRequests)
        .where(eq(buyRequests.userId, userId))
        .orderBy(desc(buyRequests.id))
        .limit(100);
      return rows.map(requestAnswer);
    },

    /** One of the shopper's requests; another shopper's answers 404. */
    async one(userId: number, id: number): Promise<BuyRequest> {
      const [row] = await db
        .select()
        .from(buyRequests)
        .where(and(eq(buyRequests.id, id), eq(buyRequests.userId, userId)));
      if (!row) throw notFound('buy_request.not_found');
      return requestAnswer(row);
    },

    /** The back office's list: open requests oldest first; answered ones newest answer first. */
    async staffList(status: BuyRequestStatus): Promise<StaffBuyRequest[]> {
      const rows = await db
        .select()
        .from(buyRequests)
        .where(eq(buyRequests.status, status))
        .orderBy(
          ...(status === 'open'
            ? [asc(buyRequests.createdAt), asc(buyRequests.id)]
            : [desc(buyRequests.answeredAt), desc(buyRequests.id)]),
        )
        .limit(200);
      return withCustomers(rows);
    },

    /** One request as the back office shows it. */
    async staffView(row: Row): Promise<StaffBuyRequest> {
      const [view] = await withCustomers([row]);
      if (!view) throw notFound('buy_request.not_found');
      return view;
    },
  };
}
