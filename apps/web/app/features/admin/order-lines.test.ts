import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import type { LineState } from '@fardin/core/line-journey';
import { I18nProvider } from '../../i18n/i18n-context';
import { DICTIONARIES } from '../../i18n/dictionaries';
import type { AdminOrderLine } from '../../lib/operations-types';
import { OrderLineJourney } from './order-lines';

/**
 * The back office's per-line block offers exactly the moves the journey allows from the line's
 * state (core's `nextLineStates`), the problem kinds that can be raised there, and shows every
 * name in the back office's language: a wrong button is a 409 for staff, a raw code is unreadable
 * on the Khmer back office.
 */
function render(line: Partial<AdminOrderLine> & { state: LineState }, locale: 'kh' | 'en' = 'kh'): string {
  const full: AdminOrderLine = { id: 9, product_name: 'Hoodie', product_price: 10, quantity: 2, ...line };
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () =>
        createElement(I18nProvider, {
          locale,
          messages: DICTIONARIES[locale],
          children: createElement(OrderLineJourney, { line: full }),
        }),
    },
  ]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: ['/'] }));
}
const testIds = (html: string) => [...html.matchAll(/data-testid="([^"]+)"/g)].map((m) => m[1]);

describe('OrderLineJourney', () => {
  it('a bought line: its state in Khmer, "seller shipped" with a tracking field, lost as the only problem, a refund', () => {
    const html = render({ state: 'bought' });
    expect(html).toContain('data-testid="line-state">បានទិញពីហាង<');
    expect(testIds(html)).toEqual([
      'line-journey',
      'line-state',
      'line-move-seller_shipped',
      'line-raise',
      'raise-kind',
      'line-refund',
    ]);
    expect(html).toContain('name="tracking_no"');
    expect([...html.matchAll(/<option value="([a-z_]+)"/g)].map((m) => m[1])).toEqual(['lost']);
    expect(html).toContain('កញ្ចប់ពីហាងបាត់');
    expect(html).toContain('value="20.00"');
  });

  it('a received line: received -> checked or ready, with the QC problem', () => {
    const html = render({ state: 'received' });
    expect(testIds(html).filter((id) => id?.startsWith('line-move-'))).toEqual([
      'line-move-checked',
      'line-move-ready',
    ]);
    expect([...html.matchAll(/<option value="([a-z_]+)"/g)].map((m) => m[1])).toEqual(['qc_failed']);
  });

  it('a line on hold shows its problem translated and offers no move beyond where it was held', () => {
    const html = render(
      {
        state: 'problem',
        held_from: 'to_buy',
        problem: {
          id: 1,
          kind: 'price_changed',
          status: 'open',
          amount_due: 3.5,
          choices: ['pay', 'cancel'],
          alternatives: [],
          deadline: '2026-11-28T10:00:00.000Z',
          note: null,
          payment_reference: null,
        },
      },
      'en',
    );
    expect(html).toContain('The seller&#x27;s price went up · Waiting for the shopper&#x27;s answer');
    expect(html).toContain('Due $3.50');
    expect(testIds(html).filter((id) => id?.startsWith('line-move-') || id === 'line-raise')).toEqual([]);
  });

  it('a lost parcel (no shopper choices) is for staff to end: cancel with a refund is the one move', () => {
    const html = render({
      state: 'problem',
      held_from: 'bought',
      problem: {
        id: 2,
        kind: 'lost',
        status: 'open',
        amount_due: 0,
        choices: [],
        alternatives: [],
        deadline: '2026-11-28T10:00:00.000Z',
        note: null,
        payment_reference: null,
      },
    });
    expect(testIds(html).filter((id) => id?.startsWith('line-move-'))).toEqual(['line-move-cancelled']);
    expect(html).toContain('បោះបង់ និងសងប្រាក់ចូល Anakut Cash');
  });

  it("a line on hold reads whose move it is in staff's words, never the shopper's", () => {
    const problem = {
      id: 3,
      kind: 'price_changed' as const,
      status: 'open' as const,
      amount_due: 3.5,
      choices: ['pay' as const, 'cancel' as const],
      alternatives: [],
      deadline: '2026-11-28T10:00:00.000Z',
      note: null,
      payment_reference: null,
    };
    const stateOf = (line: Partial<AdminOrderLine>, locale: 'kh' | 'en') =>
      /data-testid="line-state">([^<]*)</.exec(render({ state: 'problem', held_from: 'to_buy', ...line }, locale))?.[1];
    expect(stateOf({ problem }, 'en')).toBe('On hold: waiting for the shopper&#x27;s answer');
    expect(stateOf({ problem }, 'kh')).toBe('ផ្អាក៖ រង់ចាំចម្លើយរបស់អតិថិជន');
    expect(stateOf({ problem: { ...problem, status: 'awaiting_payment' } }, 'en')).toBe(
      'On hold: waiting for the shopper&#x27;s payment',
    );
    expect(stateOf({ problem: { ...problem, kind: 'lost', choices: [] } }, 'en')).toBe('On hold: for staff to decide');
    for (const locale of ['kh', 'en'] as const)
      expect(render({ state: 'problem', problem }, locale)).not.toContain(
        DICTIONARIES[locale]['commerce.line.state.problem'],
      );
  });

  it('an ended or unpaid line offers nothing but its state', () => {
    for (const state of ['cancelled', 'awaiting_payment'] as const)
      expect(testIds(render({ state }))).toEqual(['line-journey', 'line-state']);
  });
});
