import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ORDER_STAGES } from './contract-commerce';
import {
  LINE_ACTORS,
  LINE_STATES,
  canMoveLine,
  deriveOrderStage,
  nextLineStates,
  pathTo,
  stageNotBehind,
  type LineState,
} from './line-journey';

describe('the line state machine', () => {
  it('lets each actor make only its moves', () => {
    expect(canMoveLine('awaiting_payment', 'to_buy', 'system')).toBe(true);
    expect(canMoveLine('awaiting_payment', 'to_buy', 'shopper')).toBe(false);
    expect(canMoveLine('to_buy', 'bought', 'staff')).toBe(true);
    expect(canMoveLine('to_buy', 'bought', 'system')).toBe(false);
    expect(canMoveLine('checked', 'ready', 'shopper')).toBe(true);
    expect(canMoveLine('bought', 'cancelled', 'staff')).toBe(false);
    expect(canMoveLine('cancelled', 'to_buy', 'staff')).toBe(false);
    expect(canMoveLine('ready', 'problem', 'staff')).toBe(false);
  });

  it('lets a line on hold go back to where it was or on, never further back', () => {
    expect(canMoveLine('problem', 'received', 'system', 'received')).toBe(true);
    expect(canMoveLine('problem', 'to_buy', 'system', 'received')).toBe(false);
    expect(canMoveLine('problem', 'cancelled', 'shopper', 'bought')).toBe(true);
    expect(canMoveLine('problem', 'to_buy', 'shopper', 'to_buy')).toBe(false);
    expect(canMoveLine('problem', 'to_buy', 'system', null)).toBe(false);
  });

  it('lists the next states of a line for the back office', () => {
    expect(nextLineStates('received', 'staff')).toEqual(['checked', 'ready', 'problem']);
    expect(nextLineStates('cancelled', 'staff')).toEqual([]);
  });

  it('walks the journey forward only', () => {
    expect(pathTo('to_buy', 'received')).toEqual(['bought', 'seller_shipped', 'received']);
    expect(pathTo('received', 'to_buy')).toEqual([]);
    expect(pathTo('problem', 'ready')).toEqual([]);
  });
});

describe('the order stage derived from the lines', () => {
  it('is decided by the least advanced line that has not ended', () => {
    expect(deriveOrderStage([{ state: 'awaiting_payment' }])).toBe('placed');
    expect(deriveOrderStage([{ state: 'received' }, { state: 'to_buy' }])).toBe('paid');
    expect(deriveOrderStage([{ state: 'received' }, { state: 'cancelled' }])).toBe('overseas_warehouse');
    expect(deriveOrderStage([{ state: 'problem', heldFrom: 'seller_shipped' }, { state: 'ready' }])).toBe('purchased');
    expect(deriveOrderStage([{ state: 'cancelled' }, { state: 'returned' }])).toBe('cancelled');
    expect(deriveOrderStage([])).toBe('cancelled');
  });

  it('takes the shipping stage once every live line is ready', () => {
    expect(deriveOrderStage([{ state: 'ready' }, { state: 'cancelled' }], 'delivered')).toBe('delivered');
    expect(deriveOrderStage([{ state: 'ready' }, { state: 'checked' }], 'delivered')).toBe('overseas_warehouse');
  });

  it('never goes backwards along any sequence of allowed moves (property)', () => {
    const move = fc.record({
      line: fc.nat(3),
      to: fc.constantFrom(...LINE_STATES),
      actor: fc.constantFrom(...LINE_ACTORS),
    });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.array(move, { maxLength: 60 }), (n, moves) => {
        const lines: { state: LineState; heldFrom: LineState | null }[] = Array.from({ length: n }, () => ({
          state: 'awaiting_payment',
          heldFrom: null,
        }));
        let stage = deriveOrderStage(lines);
        for (const m of moves) {
          const line = lines[m.line % n]!;
          if (!canMoveLine(line.state, m.to, m.actor, line.heldFrom)) continue;
          line.heldFrom = m.to === 'problem' ? line.state : null;
          line.state = m.to;
          const next = deriveOrderStage(lines);
          expect(stageNotBehind(stage, next)).toBe(true);
          expect(ORDER_STAGES).toContain(next);
          stage = next;
        }
      }),
      { numRuns: 500 },
    );
  });
});
