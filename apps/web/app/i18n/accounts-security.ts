import { ACCOUNT_TEXT } from '@fardin/core/account-text';
import { defineMessages } from './define-messages';

/** Answers of throttling and the password rule (decision 0013), shown by their code. Part of accountsMessages. */
export const accountsSecurityMessages = defineMessages({
  kh: {
    'accounts.err.tooManyAttempts': 'អ្នកបានព្យាយាមច្រើនដងពេក។ សូមរង់ចាំបន្តិច រួចព្យាយាមម្ដងទៀត',
    'accounts.err.passwordBlank': 'ពាក្យសម្ងាត់មិនអាចមានតែដកឃ្លាបានទេ',
    'accounts.err.passwordSameAsPhone': 'ពាក្យសម្ងាត់មិនអាចដូចលេខទូរស័ព្ទរបស់អ្នកបានទេ',
    'accounts.err.passwordTooWeak': 'ពាក្យសម្ងាត់នេះងាយទាយពេក។ សូមជ្រើសរើសពាក្យសម្ងាត់ដែលរឹងមាំជាងនេះ',
    'accounts.err.crossSite': 'សំណើនេះត្រូវបានបដិសេធ។ សូមផ្ទុកទំព័រឡើងវិញ រួចព្យាយាមម្ដងទៀត',
  },
  en: {
    'accounts.err.tooManyAttempts': ACCOUNT_TEXT.tooManyAttempts,
    'accounts.err.passwordBlank': ACCOUNT_TEXT.passwordBlank,
    'accounts.err.passwordSameAsPhone': ACCOUNT_TEXT.passwordSameAsPhone,
    'accounts.err.passwordTooWeak': ACCOUNT_TEXT.passwordTooWeak,
    'accounts.err.crossSite': 'This request was refused. Please reload the page and try again',
  },
  zh: {
    'accounts.err.tooManyAttempts': '尝试次数过多，请稍后再试',
    'accounts.err.passwordBlank': '密码不能只包含空格',
    'accounts.err.passwordSameAsPhone': '密码不能与手机号码相同',
    'accounts.err.passwordTooWeak': '该密码太容易被猜到，请选择更安全的密码',
    'accounts.err.crossSite': '请求被拒绝，请刷新页面后重试',
  },
});
