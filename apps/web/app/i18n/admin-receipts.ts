import { defineMessages } from './define-messages';

/** Receipts in the back office: the shop's stored copy (decision 0014). Chinese is the English text. */
const en = {
  'admin.receiptStored': 'Stored copy · {size} · uploaded {when}',
  'admin.receiptMissing':
    'No stored receipt: this payment named an image that is not the shopper’s upload. Reject it so the shopper uploads the receipt again.',
};

export const adminReceiptMessages = defineMessages({
  kh: {
    'admin.receiptStored': 'ច្បាប់ចម្លងរក្សាទុក · {size} · បានផ្ទុកឡើង {when}',
    'admin.receiptMissing':
      'គ្មានបង្កាន់ដៃរក្សាទុក៖ ការទូទាត់នេះប្រើរូបភាពដែលមិនមែនជាការផ្ទុកឡើងរបស់អតិថិជន។ សូមបដិសេធ ដើម្បីឱ្យអតិថិជនផ្ទុកបង្កាន់ដៃម្ដងទៀត។',
  },
  en,
  zh: en,
});
