import { describe, expect, it } from 'vitest';
import { lineStatus, weighedFreight } from './order-journey-view';

const ledgerRow = (kind: 'goods' | 'freight' | 'freight_paid', amount: number) => ({ kind, amount });

describe("a line's badge on the order page", () => {
  const parcels = [{ state: 'delivered' as const, line_ids: [1, 2] }];

  it("shows its parcel's state once packed (a packed line stays ready forever)", () => {
    expect(lineStatus({ id: 1, state: 'ready' }, parcels)).toEqual({ kind: 'parcel', state: 'delivered' });
    expect(lineStatus({ id: 2, state: 'ready' }, [{ state: 'picked_up', line_ids: [2] }])).toEqual({
      kind: 'parcel',
      state: 'picked_up',
    });
  });

  it('shows its own state outside a parcel, and when it waits for the shopper or ended', () => {
    expect(lineStatus({ id: 3, state: 'ready' }, parcels)).toEqual({ kind: 'line', state: 'ready' });
    expect(lineStatus({ id: 1, state: 'problem' }, parcels)).toEqual({ kind: 'line', state: 'problem' });
    expect(lineStatus({ id: 1, state: 'cancelled' }, parcels)).toEqual({ kind: 'line', state: 'cancelled' });
    expect(lineStatus({ state: 'to_buy' }, parcels)).toEqual({ kind: 'line', state: 'to_buy' });
  });
});

describe("the order's shipping fee once weighed", () => {
  it("is the order's own freight rows once every live line is in a weighed parcel", () => {
    expect(
      weighedFreight({
        lines: [
          { id: 1, state: 'ready' },
          { id: 2, state: 'ready' },
          { id: 3, state: 'cancelled' },
        ],
        parcels: [
          { freight: 7.2, line_ids: [1] },
          // Shared with another order's line 9: only this order's part (its ledger row) counts.
          { freight: 9, line_ids: [2, 9] },
        ],
        ledger: [
          ledgerRow('goods', 30),
          ledgerRow('freight', 7.2),
          ledgerRow('freight', 4.1),
          ledgerRow('freight_paid', -11.3),
        ],
      }),
    ).toBe(11.3);
  });

  it('is unknown while a live line is not packed or its parcel not weighed', () => {
    const ledger = [ledgerRow('freight', 7.2)];
    const lines = [
      { id: 1, state: 'ready' },
      { id: 2, state: 'received' },
    ];
    expect(weighedFreight({ lines, parcels: [{ freight: 7.2, line_ids: [1] }], ledger })).toBeNull();
    expect(
      weighedFreight({
        lines,
        parcels: [
          { freight: 7.2, line_ids: [1] },
          { freight: null, line_ids: [2] },
        ],
        ledger,
      }),
    ).toBeNull();
  });

  it('is unknown without freight rows or without live lines', () => {
    expect(
      weighedFreight({ lines: [{ id: 1, state: 'ready' }], parcels: [{ freight: 5, line_ids: [1] }], ledger: [] }),
    ).toBeNull();
    expect(weighedFreight({ lines: [{ id: 1, state: 'cancelled' }], parcels: [], ledger: [] })).toBeNull();
  });
});
