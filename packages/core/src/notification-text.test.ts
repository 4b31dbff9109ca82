import { describe, expect, it } from 'vitest';
import { renderNotification } from './notification-text';

describe('renderNotification', () => {
  it("quotes staff's reason in a refused receipt's notice, in each language", () => {
    const facts = { orderId: 42, payload: { reason: 'រូបភាពមិនច្បាស់', bill: 'freight' } };
    expect(renderNotification('transfer_refused', facts, 'kh').body).toBe(
      'បង្កាន់ដៃនៃការបញ្ជាទិញ #42 មិនត្រឹមត្រូវ៖ រូបភាពមិនច្បាស់។ សូមផ្ញើម្តងទៀត។',
    );
    expect(renderNotification('transfer_refused', facts, 'en').body).toBe(
      'The transfer receipt of order #42 was refused: រូបភាពមិនច្បាស់. Please send another.',
    );
    expect(renderNotification('transfer_refused', facts, 'zh').body).toBe(
      '订单 #42 的转账凭证未通过：រូបភាពមិនច្បាស់，请重新上传。',
    );
  });

  it('reads without a reason as before, and cuts a long one', () => {
    expect(renderNotification('transfer_refused', { orderId: 7, payload: {} }, 'en').body).toBe(
      'The transfer receipt of order #7 was refused. Please send another.',
    );
    const long = renderNotification('transfer_refused', { orderId: 7, payload: { reason: 'x'.repeat(1000) } }, 'en');
    expect(long.body).toBe(`The transfer receipt of order #7 was refused: ${'x'.repeat(300)}. Please send another.`);
  });

  it("names every order a batch's departure carries, and its expected day (the audit was told of #10 only)", () => {
    const facts = { orderId: 10, payload: { order_ids: [10, 11, 12], eta: '2026-12-05', parcels: ['P1', 'P2'] } };
    expect(renderNotification('parcel_departed', facts, 'en').body).toBe(
      'Orders #10, #11, #12 are on their way to Cambodia, expected 5 December 2026.',
    );
    expect(renderNotification('parcel_departed', facts, 'kh').body).toBe(
      'ការបញ្ជាទិញ #10, #11, #12 កំពុងដឹកមកកម្ពុជា រំពឹងថាមកដល់ 5 ធ្នូ 2026។',
    );
    expect(renderNotification('parcel_departed', facts, 'zh').short).toBe('#10, #11, #12 运输中');
    // An older row without the list reads as before.
    expect(renderNotification('parcel_departed', { orderId: 7, payload: {} }, 'en').body).toBe(
      'Order #7 is on its way to Cambodia.',
    );
  });

  it('tells the freight to pay, so a parcel weighed again tells its new amount', () => {
    const facts = { orderId: 11, payload: { code: 'FPVAPVK4WM', amount_cents: 1000 } };
    expect(renderNotification('freight_due', facts, 'en').body).toBe(
      'Parcel FPVAPVK4WM of order #11 was weighed. Please pay its freight of $10.00.',
    );
    expect(renderNotification('freight_due', facts, 'kh').short).toBe('#11 សូមបង់ថ្លៃដឹក $10.00');
    expect(renderNotification('freight_due', { orderId: 11, payload: { code: 'P' } }, 'en').short).toBe(
      '#11 freight to pay',
    );
  });
});
