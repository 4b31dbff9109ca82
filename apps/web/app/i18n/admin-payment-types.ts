/**
 * Back-office texts of the payment types (bank transfer accounts) on /admin/settings, spread into
 * the admin dictionary (admin.ts) so they travel with the other `admin.*` texts.
 */
const en = {
  'admin.payTypes.title': 'Bank transfer accounts',
  'admin.payTypes.intro':
    "Checkout and the Anakut Cash top-up show these accounts with the amount to send. Leave a row's code empty to remove it; fill the empty row to add one.",
  'admin.payTypes.code': 'Code (a-z, 0-9)',
  'admin.payTypes.bankName': 'Bank',
  'admin.payTypes.accountName': 'Account name',
  'admin.payTypes.accountNumber': 'Account number',
  'admin.payTypes.qrImage': 'QR image (optional)',
  'admin.payTypes.upload': 'Upload QR image',
  'admin.payTypes.uploading': 'Uploading…',
};

const kh: Record<keyof typeof en, string> = {
  'admin.payTypes.title': 'គណនីទទួលប្រាក់ផ្ទេរ',
  'admin.payTypes.intro':
    'ទំព័រទូទាត់ និងការបញ្ចូលទឹកប្រាក់ Anakut Cash បង្ហាញគណនីទាំងនេះ ជាមួយចំនួនទឹកប្រាក់ត្រូវផ្ទេរ។ ទុកលេខកូដទទេដើម្បីលុបជួរ ហើយបំពេញជួរទទេដើម្បីបន្ថែម។',
  'admin.payTypes.code': 'លេខកូដ (a-z, 0-9)',
  'admin.payTypes.bankName': 'ធនាគារ',
  'admin.payTypes.accountName': 'ឈ្មោះគណនី',
  'admin.payTypes.accountNumber': 'លេខគណនី',
  'admin.payTypes.qrImage': 'រូប QR (ស្រេចចិត្ត)',
  'admin.payTypes.upload': 'ផ្ទុករូប QR ឡើង',
  'admin.payTypes.uploading': 'កំពុងផ្ទុកឡើង…',
};

const zh: Record<keyof typeof en, string> = {
  'admin.payTypes.title': '银行转账收款账户',
  'admin.payTypes.intro': '结账和 Anakut 充值页面会显示这些账户及转账金额。清空某行代码即删除该行；填写空行即新增。',
  'admin.payTypes.code': '代码（a-z、0-9）',
  'admin.payTypes.bankName': '银行',
  'admin.payTypes.accountName': '户名',
  'admin.payTypes.accountNumber': '账号',
  'admin.payTypes.qrImage': '二维码图片（可选）',
  'admin.payTypes.upload': '上传二维码图片',
  'admin.payTypes.uploading': '上传中…',
};

export const adminPaymentTypeTexts = { en, kh, zh };
