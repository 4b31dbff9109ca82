import type { Db } from '@fardin/db/open-db';
import type { ErrorCode } from '@fardin/core/error-codes';
import { fromCents } from '@fardin/core/money';
import { HttpError } from '../../http/errors';
import { debitWallet } from '../../modules/wallet/service';
import type { ParcelFlowDeps } from '../pack-parcel';

/** The QR of a second payment while it is not paid (the same call again settles it). */
export type Khqr = { reference: string; qr_string: string; amount: number; expires_at: string };

export type SecondPayActor = { id: number | null; kind: 'shopper' | 'system' | 'staff' };

/** A payment sent and not settled yet: a KHQR (its reference) or a transfer with its receipt. */
interface PendingPay {
  type: 'khqr' | 'bankTransfer';
  reference: string;
  method: string | null;
  receiptUrl: string | null;
}

/**
 * What a second payment pays (a parcel's freight, an order's storage fee; decision 0055): how to
 * lock it again inside the transaction (the fixed lock order of its flow), what is still due, the
 * payment sent and not settled, and how it is settled (its ledger rows). `L` is the locked state.
 */
export interface SecondBill<L> {
  userId: number;
  notPayable: ErrorCode;
  /** The wallet debit's reference and order (`FREIGHT-<code>`, `STORAGE-<order>`). */
  walletReference: string;
  walletOrderId(l: L): number;
  lock(tx: Db): Promise<L>;
  /** Cents still to pay; nothing (<= 0) answers 409 `notPayable`. */
  due(l: L): number;
  pending(l: L): PendingPay | null;
  setPending(tx: Db, l: L, p: PendingPay & { cents: number }, at: Date): Promise<L>;
  /** Paid: the ledger rows and the state's move; `cents` is what was taken (a KHQR's own amount). */
  settle(
    tx: Db,
    l: L,
    method: 'khqr' | 'anakut' | 'bankTransfer',
    actor: SecondPayActor,
    cents: number,
    at: Date,
  ): Promise<L>;
  /** Cash at the door, where the bill allows it (else 409 `notPayable`). */
  cod?(tx: Db, l: L, actor: SecondPayActor, at: Date): Promise<L>;
}

export type SecondPayBody = {
  payment_type: 'khqr' | 'bankTransfer' | 'anakut' | 'cod';
  payment_method?: string | undefined;
  image_url?: string | undefined;
};

/**
 * The second payment after checkout, one path for every bill: Anakut Cash (the wallet debited and
 * the bill settled in one transaction), KHQR (a QR first; the same call again settles it once the
 * bank says paid), a bank transfer with its receipt (staff verify it), or cash at the door where
 * the bill allows it. Paid once: every write locks the bill first and checks what is still due.
 * `head` is the bill as read before (the bank is asked outside the transaction); `answer` builds
 * the caller's answer inside it.
 */
export async function paySecond<L, A>(
  deps: Pick<ParcelFlowDeps, 'db' | 'now' | 'payments'>,
  bill: SecondBill<L>,
  head: L,
  body: SecondPayBody,
  answer: (tx: Db, l: L) => Promise<A>,
): Promise<{ answer: A; khqr: Khqr | null }> {
  const payable = (l: L) => bill.due(l) > 0;
  if (body.payment_type === 'khqr') return payByKhqr(deps, bill, head, answer);
  return deps.db.transaction(async (tx) => {
    const at = deps.now();
    let l = await bill.lock(tx);
    if (!payable(l)) throw new HttpError(409, bill.notPayable);
    const shopper = { id: bill.userId, kind: 'shopper' } as const;
    switch (body.payment_type) {
      case 'anakut':
        await debitWallet(tx, bill.userId, bill.due(l), bill.walletOrderId(l), bill.walletReference);
        l = await bill.settle(tx, l, 'anakut', shopper, bill.due(l), at);
        break;
      case 'bankTransfer':
        if (!body.image_url) throw new HttpError(422, 'parcel.receipt_required', { field: 'image_url' });
        l = await bill.setPending(
          tx,
          l,
          {
            type: 'bankTransfer',
            reference: bill.walletReference,
            method: body.payment_method ?? null,
            receiptUrl: body.image_url,
            cents: bill.due(l),
          },
          at,
        );
        break;
      case 'cod':
        if (!bill.cod) throw new HttpError(409, bill.notPayable);
        l = await bill.cod(tx, l, shopper, at);
        break;
    }
    return { answer: await answer(tx, l), khqr: null };
  });
}

async function payByKhqr<L, A>(
  deps: Pick<ParcelFlowDeps, 'db' | 'now' | 'payments'>,
  bill: SecondBill<L>,
  head: L,
  answer: (tx: Db, l: L) => Promise<A>,
): Promise<{ answer: A; khqr: Khqr | null }> {
  if (bill.due(head) <= 0) throw new HttpError(409, bill.notPayable);
  const sent = bill.pending(head);
  if (sent?.type === 'khqr') {
    const { row: payment, status } = await deps.payments.check(bill.userId, sent.reference);
    if (status === 'paid')
      return deps.db.transaction(async (tx) => {
        let l = await bill.lock(tx);
        // Two polls at once: the second sees it settled and answers it as it stands.
        if (bill.due(l) > 0 && bill.pending(l)?.reference === payment.reference)
          l = await bill.settle(tx, l, 'khqr', { id: null, kind: 'system' }, payment.amountCents, deps.now());
        return { answer: await answer(tx, l), khqr: null };
      });
    if (status === 'pending') return { answer: await answer(deps.db, head), khqr: khqrOf(payment) };
  }
  const payment = await deps.payments.generate(bill.userId, bill.due(head), 'khqr');
  return deps.db.transaction(async (tx) => {
    const l = await bill.lock(tx);
    if (bill.due(l) <= 0) throw new HttpError(409, bill.notPayable);
    const row = await bill.setPending(
      tx,
      l,
      { type: 'khqr', reference: payment.reference, method: null, receiptUrl: null, cents: payment.amountCents },
      deps.now(),
    );
    return { answer: await answer(tx, row), khqr: khqrOf(payment) };
  });
}

function khqrOf(p: { reference: string; qrString: string; amountCents: number; expiresAt: Date }): Khqr {
  return {
    reference: p.reference,
    qr_string: p.qrString,
    amount: fromCents(p.amountCents),
    expires_at: p.expiresAt.toISOString(),
  };
}
