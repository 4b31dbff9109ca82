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
});
