import { defineMessages } from './define-messages';
import { adminZh } from './admin-zh';

/** Receipts in the back office: the shop's stored copy (decision 0014). Chinese in admin-zh.ts. */
const en = {
  'admin.receiptStored': 'Stored copy · {size} · uploaded {when}',
  'admin.receiptMissing':
    'No stored receipt: this payment named an image that is not the shopper’s upload. Reject it so the shopper uploads the receipt again.',
  'admin.receiptSameImage': 'Same image as the receipt of {refs}: check before approving.',
  'admin.receiptRefTopup': 'top-up #{id}',
  'admin.receiptRefOrder': 'order #{id}',
};

export const adminReceiptMessages = defineMessages({
  kh: {
    'admin.receiptStored': 'ច្បាប់ចម្លងរក្សាទុក · {size} · បានផ្ទុកឡើង {when}',
    'admin.receiptMissing':
      'គ្មានបង្កាន់ដៃរក្សាទុក៖ ការទូទាត់នេះប្រើរូបភាពដែលមិនមែនជាការផ្ទុកឡើងរបស់អតិថិជន។ សូមបដិសេធ ដើម្បីឱ្យអតិថិជនផ្ទុកបង្កាន់ដៃម្ដងទៀត។',
    'admin.receiptSameImage': 'រូបភាពដូចគ្នានឹងបង្កាន់ដៃរបស់ {refs}៖ សូមពិនិត្យមុននឹងអនុម័ត។',
    'admin.receiptRefTopup': 'ការបញ្ចូលប្រាក់ #{id}',
    'admin.receiptRefOrder': 'ការបញ្ជាទិញ #{id}',
  },
  en,
  zh: {
    'admin.receiptStored': adminZh['admin.receiptStored'],
    'admin.receiptMissing': adminZh['admin.receiptMissing'],
    'admin.receiptSameImage': adminZh['admin.receiptSameImage'],
    'admin.receiptRefTopup': adminZh['admin.receiptRefTopup'],
    'admin.receiptRefOrder': adminZh['admin.receiptRefOrder'],
  },
});
