import type { ErrorText } from './error-text';
import { MAP_TEXT, SPEC_TEXT } from './messages';
import { ACCOUNT_CODE, ACCOUNT_TEXT, PHONE_INVALID_TEXT } from './account-text';

/** Sign-in, one-time codes, passwords, profile, addresses and map links (decision 0017). */
export const ACCOUNT_ERRORS = {
  'auth.invalid_credentials': {
    en: ACCOUNT_TEXT.badCredentials,
    kh: 'លេខទូរស័ព្ទ ឬពាក្យសម្ងាត់មិនត្រឹមត្រូវ',
    zh: '电话号码或密码不正确',
  },
  'auth.account_deactivated': { en: SPEC_TEXT.accountDeactivated, kh: 'គណនីរបស់អ្នកត្រូវបានបិទ!', zh: '您的账户已被停用！' },
  'auth.not_verified': {
    en: ACCOUNT_TEXT.notVerified,
    kh: 'សូមផ្ទៀងផ្ទាត់លេខទូរស័ព្ទរបស់អ្នកជាមុនសិន',
    zh: '请先验证您的电话号码',
  },
  'auth.invalid_vendor': { en: ACCOUNT_TEXT.badVendor, kh: 'លេខកូដអ្នកលក់មិនត្រឹមត្រូវ', zh: '商家代码无效' },
  [ACCOUNT_CODE.crossSite]: { en: ACCOUNT_TEXT.crossSite, kh: 'សំណើពីគេហទំព័រផ្សេងត្រូវបានបដិសេធ', zh: '已拒绝跨站请求' },
  [ACCOUNT_CODE.tooManyAttempts]: {
    en: ACCOUNT_TEXT.tooManyAttempts,
    kh: 'អ្នកបានព្យាយាមច្រើនដងពេក។ សូមរង់ចាំបន្តិច រួចព្យាយាមម្ដងទៀត',
    zh: '尝试次数过多，请稍候再试',
  },
  [ACCOUNT_CODE.tooManyLogins]: {
    en: ACCOUNT_TEXT.tooManyLogins,
    kh: 'អ្នកបានបញ្ចូលខុសច្រើនដងពេក។ សូមព្យាយាមម្ដងទៀតក្នុងរយៈពេល 15 នាទី',
    zh: '失败次数过多，请在 15 分钟后再试',
  },
  [ACCOUNT_CODE.tooManyOtps]: {
    en: ACCOUNT_TEXT.tooManyOtps,
    kh: 'អ្នកបានស្នើសុំលេខកូដច្រើនដងពេក។ សូមព្យាយាមម្ដងទៀតក្នុងរយៈពេល 10 នាទី',
    zh: '请求验证码次数过多，请在 10 分钟后再试',
  },
  [ACCOUNT_CODE.otpLocked]: {
    en: ACCOUNT_TEXT.otpLocked,
    kh: 'អ្នកបានបញ្ចូលលេខកូដខុសច្រើនដងពេក។ សូមស្នើសុំលេខកូដថ្មី',
    zh: '验证码错误次数过多，请重新获取验证码',
  },
  'otp.invalid': { en: ACCOUNT_TEXT.badOtp, kh: 'លេខកូដមិនត្រឹមត្រូវទេ', zh: '验证码不正确' },
  'otp.expired': { en: ACCOUNT_TEXT.expiredOtp, kh: 'លេខកូដផុតកំណត់ហើយ។ សូមស្នើសុំលេខកូដថ្មី', zh: '验证码已过期，请重新获取' },
  'otp.request_expired': {
    en: ACCOUNT_TEXT.badReference,
    kh: 'សំណើនេះផុតកំណត់ហើយ។ សូមចាប់ផ្ដើមម្ដងទៀត',
    zh: '该请求已过期，请重新开始',
  },
  [ACCOUNT_CODE.passwordTooShort]: { en: SPEC_TEXT.atLeast8, kh: 'យ៉ាងតិច 8 តួអក្សរ', zh: '至少 8 个字符' },
  [ACCOUNT_CODE.passwordBlank]: {
    en: ACCOUNT_TEXT.passwordBlank,
    kh: 'ពាក្យសម្ងាត់មិនអាចមានតែដកឃ្លាបានទេ',
    zh: '密码不能只包含空格',
  },
  [ACCOUNT_CODE.passwordSameAsPhone]: {
    en: ACCOUNT_TEXT.passwordSameAsPhone,
    kh: 'ពាក្យសម្ងាត់មិនអាចដូចលេខទូរស័ព្ទរបស់អ្នកបានទេ',
    zh: '密码不能与您的电话号码相同',
  },
  [ACCOUNT_CODE.passwordTooWeak]: {
    en: ACCOUNT_TEXT.passwordTooWeak,
    kh: 'ពាក្យសម្ងាត់នេះងាយទាយពេក។ សូមជ្រើសរើសពាក្យសម្ងាត់ដែលរឹងមាំជាងនេះ',
    zh: '该密码太容易被猜到，请选择更安全的密码',
  },
  'password.wrong_current': { en: ACCOUNT_TEXT.wrongPassword, kh: 'ពាក្យសម្ងាត់បច្ចុប្បន្នមិនត្រឹមត្រូវទេ', zh: '当前密码不正确' },
  'account.phone_taken': { en: ACCOUNT_TEXT.phoneTaken, kh: 'លេខទូរស័ព្ទនេះត្រូវបានចុះឈ្មោះរួចហើយ', zh: '该电话号码已注册' },
  'account.phone_invalid': {
    en: PHONE_INVALID_TEXT,
    kh: 'សូមបញ្ចូលលេខទូរស័ព្ទកម្ពុជាដែលត្រឹមត្រូវ',
    zh: '请输入有效的柬埔寨电话号码',
  },
  'account.own_account': {
    en: 'You cannot change your own account',
    kh: 'អ្នកមិនអាចកែប្រែគណនីផ្ទាល់ខ្លួនរបស់អ្នកបានទេ',
    zh: '您不能修改自己的账户',
  },
  'account.user_not_found': { en: 'User not found', kh: 'រកមិនឃើញអ្នកប្រើប្រាស់នេះទេ', zh: '未找到该用户' },
  /** The spec's address answer says only 'error'; `errors` names the field. */
  'address.invalid': { en: ACCOUNT_TEXT.addressError, kh: 'អាសយដ្ឋានមិនត្រឹមត្រូវ', zh: '地址无效' },
  'address.limit_reached': {
    en: 'At most {max} addresses',
    kh: 'អ្នកអាចរក្សាទុកអាសយដ្ឋានបានច្រើនបំផុត {max}',
    zh: '最多只能保存 {max} 个地址',
  },
  'address.not_found': { en: 'Address not found', kh: 'រកមិនឃើញអាសយដ្ឋាននេះទេ', zh: '未找到该地址' },
  'map.enter_valid': {
    en: MAP_TEXT.enterValid,
    kh: 'សូមបញ្ចូលតំណ Google Maps ឬកូអរដោនេដែលត្រឹមត្រូវ',
    zh: '请输入有效的 Google 地图链接或坐标',
  },
  'map.bad_format': {
    en: MAP_TEXT.badFormat,
    kh: 'ទម្រង់កូអរដោនេមិនត្រឹមត្រូវ។ សូមប្រើ៖ រយៈទទឹង,រយៈបណ្ដោយ',
    zh: '坐标格式无效，请使用：纬度,经度',
  },
  'map.not_numbers': { en: MAP_TEXT.notNumbers, kh: 'កូអរដោនេមិនត្រឹមត្រូវ។ សូមបញ្ចូលជាលេខ', zh: '坐标无效，请输入有效的数字' },
  'map.bad_latitude': {
    en: MAP_TEXT.badLatitude,
    kh: 'រយៈទទឹងមិនត្រឹមត្រូវ។ ត្រូវនៅចន្លោះ -90 និង 90',
    zh: '纬度无效，必须在 -90 到 90 之间',
  },
  'map.bad_longitude': {
    en: MAP_TEXT.badLongitude,
    kh: 'រយៈបណ្ដោយមិនត្រឹមត្រូវ។ ត្រូវនៅចន្លោះ -180 និង 180',
    zh: '经度无效，必须在 -180 到 180 之间',
  },
  'map.need_http': {
    en: MAP_TEXT.needHttp,
    kh: 'សូមបញ្ចូលតំណ Google Maps ដែលចាប់ផ្ដើមដោយ http:// ឬ https://',
    zh: '请输入以 http:// 或 https:// 开头的有效 Google 地图链接',
  },
  'map.not_google': {
    en: MAP_TEXT.notGoogle,
    kh: 'សូមបញ្ចូលតំណ Google Maps ដែលត្រឹមត្រូវ',
    zh: '请输入有效的 Google 地图链接',
  },
  'map.no_coordinates': { en: MAP_TEXT.noCoordinates, kh: 'រកមិនឃើញកូអរដោនេនៅក្នុងតំណនេះទេ', zh: '在该链接中未找到坐标' },
  'map.extract_failed': {
    en: MAP_TEXT.extractFailed,
    kh: 'មិនអាចទាញយកកូអរដោនេពីតំណ Google Maps បានទេ',
    zh: '无法从 Google 地图链接中提取坐标',
  },
} as const satisfies Record<string, ErrorText>;
