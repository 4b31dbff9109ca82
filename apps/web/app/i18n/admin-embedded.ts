/**
 * Back-office texts of the embedded defaults' screens (SMS outbox, KHQR sandbox), spread into the
 * admin dictionary (admin.ts) so they travel with the other `admin.*` texts.
 */
const en = {
  'admin.nav.smsOutbox': 'SMS outbox',
  'admin.nav.khqrSandbox': 'KHQR sandbox',
  'admin.refresh': 'Refresh',
  'admin.autoRefresh': 'Refreshes by itself every {seconds} seconds.',
  'admin.sms.intro':
    'Texts of the built-in SMS service, newest first. Nothing reaches a phone: read the code here (the server log prints it too) and give it to the shopper. Set SMS_GATEWAY_URL to send real texts.',
  'admin.sms.gateway': 'Texts go through the SMS gateway (SMS_GATEWAY_URL). Codes are not kept here.',
  'admin.sms.phone': 'Phone',
  'admin.sms.code': 'Code',
  'admin.sms.message': 'Message',
  'admin.sms.purpose.verify': 'Phone verification',
  'admin.sms.purpose.forgot': 'Password reset',
  'admin.sms.purpose.other': 'Other text',
  'admin.sandbox.intro':
    'KHQR payments waiting in the built-in sandbox bank, newest first. No real bank is asked: mark a payment paid and the shopper’s checkout completes within seconds.',
  'admin.sandbox.bakong':
    'Payments are checked with Bakong (PAYMENT_GATEWAY=bakong): the sandbox bank is off, nothing can be marked paid here.',
  'admin.sandbox.pay': 'Mark paid (sandbox)',
  'admin.sandbox.paid': 'Paid in the sandbox: waiting for the shopper’s app to check',
  'admin.sandbox.done': 'Marked paid. The shopper’s checkout completes at its next check.',
  'admin.sandbox.reference': 'Reference',
  'admin.sandbox.created': 'Created',
  'admin.sandbox.expires': 'Expires',
};

type AdminEmbeddedKey = keyof typeof en;

const kh: Record<AdminEmbeddedKey, string> = {
  'admin.nav.smsOutbox': 'ប្រអប់សារ SMS',
  'admin.nav.khqrSandbox': 'KHQR សាកល្បង',
  'admin.refresh': 'ផ្ទុកឡើងវិញ',
  'admin.autoRefresh': 'ផ្ទុកឡើងវិញដោយស្វ័យប្រវត្តិរៀងរាល់ {seconds} វិនាទី។',
  'admin.sms.intro':
    'សារនៃសេវា SMS ដែលមានស្រាប់ ថ្មីបំផុតនៅខាងលើ។ គ្មានសារណាទៅដល់ទូរស័ព្ទទេ៖ សូមអានលេខកូដនៅទីនេះ (កំណត់ហេតុម៉ាស៊ីនមេក៏បង្ហាញវាដែរ) ហើយប្រាប់អ្នកទិញ។ កំណត់ SMS_GATEWAY_URL ដើម្បីផ្ញើសារពិតប្រាកដ។',
  'admin.sms.gateway': 'សារត្រូវបានផ្ញើតាមច្រក SMS (SMS_GATEWAY_URL)។ លេខកូដមិនត្រូវបានរក្សាទុកនៅទីនេះទេ។',
  'admin.sms.phone': 'លេខទូរស័ព្ទ',
  'admin.sms.code': 'លេខកូដ',
  'admin.sms.message': 'សារ',
  'admin.sms.purpose.verify': 'ផ្ទៀងផ្ទាត់លេខទូរស័ព្ទ',
  'admin.sms.purpose.forgot': 'កំណត់ពាក្យសម្ងាត់ឡើងវិញ',
  'admin.sms.purpose.other': 'សារផ្សេងៗ',
  'admin.sandbox.intro':
    'ការទូទាត់ KHQR ដែលកំពុងរង់ចាំក្នុងធនាគារសាកល្បងដែលមានស្រាប់ ថ្មីបំផុតនៅខាងលើ។ មិនមានធនាគារពិតទេ៖ សម្គាល់ការទូទាត់ថាបានបង់ ហើយការបញ្ជាទិញរបស់អ្នកទិញនឹងបញ្ចប់ក្នុងរយៈពេលប៉ុន្មានវិនាទី។',
  'admin.sandbox.bakong':
    'ការទូទាត់ត្រូវបានពិនិត្យជាមួយ Bakong (PAYMENT_GATEWAY=bakong)៖ ធនាគារសាកល្បងត្រូវបានបិទ មិនអាចសម្គាល់ថាបានបង់នៅទីនេះទេ។',
  'admin.sandbox.pay': 'សម្គាល់ថាបានបង់ (សាកល្បង)',
  'admin.sandbox.paid': 'បានបង់ក្នុងធនាគារសាកល្បង៖ កំពុងរង់ចាំកម្មវិធីរបស់អ្នកទិញពិនិត្យ',
  'admin.sandbox.done': 'បានសម្គាល់ថាបានបង់។ ការបញ្ជាទិញរបស់អ្នកទិញនឹងបញ្ចប់នៅពេលពិនិត្យបន្ទាប់។',
  'admin.sandbox.reference': 'លេខយោង',
  'admin.sandbox.created': 'បានបង្កើត',
  'admin.sandbox.expires': 'ផុតកំណត់',
};

const zh: Record<AdminEmbeddedKey, string> = {
  'admin.nav.smsOutbox': '短信发件箱',
  'admin.nav.khqrSandbox': 'KHQR 沙盒',
  'admin.refresh': '刷新',
  'admin.autoRefresh': '每 {seconds} 秒自动刷新。',
  'admin.sms.intro':
    '内置短信服务的短信，最新的在前。短信不会发到手机：请在这里查看验证码（服务器日志也会打印），再告诉顾客。设置 SMS_GATEWAY_URL 即可发送真实短信。',
  'admin.sms.gateway': '短信通过短信网关发送（SMS_GATEWAY_URL），这里不保存验证码。',
  'admin.sms.phone': '电话',
  'admin.sms.code': '验证码',
  'admin.sms.message': '短信内容',
  'admin.sms.purpose.verify': '手机验证',
  'admin.sms.purpose.forgot': '重置密码',
  'admin.sms.purpose.other': '其他短信',
  'admin.sandbox.intro':
    '内置沙盒银行中等待支付的 KHQR 付款，最新的在前。不会询问真实银行：标记为已付款后，顾客的结账会在几秒内完成。',
  'admin.sandbox.bakong': '付款由 Bakong 核对（PAYMENT_GATEWAY=bakong）：沙盒银行已关闭，这里不能标记付款。',
  'admin.sandbox.pay': '标记已付款（沙盒）',
  'admin.sandbox.paid': '已在沙盒中付款：等待顾客的应用核对',
  'admin.sandbox.done': '已标记付款。顾客的结账将在下次核对时完成。',
  'admin.sandbox.reference': '参考号',
  'admin.sandbox.created': '创建时间',
  'admin.sandbox.expires': '到期时间',
};

export const adminEmbeddedTexts = { en, kh, zh };
