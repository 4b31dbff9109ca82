/**
 * Back-office texts of the withdrawal list and the checkout note (issue 24 item 10, issue 25 item 6),
 * spread into the admin dictionary (admin.ts) so they travel with the other `admin.*` texts.
 */
const en = {
  'admin.nav.withdrawals': 'Withdrawals',
  'admin.dash.withdrawals': 'Withdrawals to pay out',
  'admin.withdrawals.title': 'Anakut Cash withdrawals',
  'admin.withdrawals.intro':
    'The amount has already left the shopper’s balance: send it to their account, then record the payout.',
  'admin.withdrawals.pending': 'To pay out',
  'admin.withdrawals.paid': 'Paid out',
  'admin.withdrawals.all': 'All',
  'admin.withdrawals.account': 'Account number',
  'admin.withdrawals.noAccount': 'No account number on the profile: call the shopper',
  'admin.withdrawals.reference': 'Reference',
  'admin.withdrawals.note': 'Payout note (bank reference)',
  'admin.withdrawals.markPaid': 'Record payout',
  'admin.withdrawals.paidAt': 'Paid out {when}',
  'admin.withdrawals.empty': 'No withdrawals here.',
  'admin.checkoutNote': 'Shopper’s note',
};

const kh: Record<keyof typeof en, string> = {
  'admin.nav.withdrawals': 'ការដកប្រាក់',
  'admin.dash.withdrawals': 'ការដកប្រាក់ត្រូវបើកជូន',
  'admin.withdrawals.title': 'ការដកប្រាក់ Anakut Cash',
  'admin.withdrawals.intro': 'ចំនួនទឹកប្រាក់ត្រូវបានដកចេញពីសមតុល្យរបស់អតិថិជនរួចហើយ៖ សូមផ្ទេរទៅគណនីរបស់គាត់ រួចកត់ត្រាការបើកជូន។',
  'admin.withdrawals.pending': 'ត្រូវបើកជូន',
  'admin.withdrawals.paid': 'បានបើកជូន',
  'admin.withdrawals.all': 'ទាំងអស់',
  'admin.withdrawals.account': 'លេខគណនី',
  'admin.withdrawals.noAccount': 'គ្មានលេខគណនីក្នុងប្រវត្តិរូប៖ សូមទូរស័ព្ទទៅអតិថិជន',
  'admin.withdrawals.reference': 'លេខយោង',
  'admin.withdrawals.note': 'កំណត់ចំណាំការបើកជូន (លេខយោងធនាគារ)',
  'admin.withdrawals.markPaid': 'កត់ត្រាការបើកជូន',
  'admin.withdrawals.paidAt': 'បានបើកជូន {when}',
  'admin.withdrawals.empty': 'មិនមានការដកប្រាក់នៅទីនេះទេ។',
  'admin.checkoutNote': 'កំណត់ចំណាំរបស់អតិថិជន',
};

const zh: Record<keyof typeof en, string> = {
  'admin.nav.withdrawals': '提现',
  'admin.dash.withdrawals': '待付款提现',
  'admin.withdrawals.title': 'Anakut Cash 提现',
  'admin.withdrawals.intro': '金额已从顾客余额中扣除：请转账到其账户，然后记录付款。',
  'admin.withdrawals.pending': '待付款',
  'admin.withdrawals.paid': '已付款',
  'admin.withdrawals.all': '全部',
  'admin.withdrawals.account': '账号',
  'admin.withdrawals.noAccount': '资料中没有账号：请致电顾客',
  'admin.withdrawals.reference': '参考号',
  'admin.withdrawals.note': '付款备注（银行参考号）',
  'admin.withdrawals.markPaid': '记录付款',
  'admin.withdrawals.paidAt': '已于 {when} 付款',
  'admin.withdrawals.empty': '这里没有提现。',
  'admin.checkoutNote': '顾客备注',
};

export const adminWithdrawalTexts = { en, kh, zh };
