import type { ErrorText } from './error-text';

/** Telegram: the bot's webhook and the embedded fake Bot API's back-office screen (decision 0040). */
export const TELEGRAM_ERRORS = {
  'telegram.secret_missing': {
    en: 'The Telegram secret token header is missing',
    kh: 'ខ្វះសញ្ញាសម្ងាត់ Telegram',
    zh: '缺少 Telegram 密钥标头',
  },
  'telegram.secret_wrong': {
    en: 'The Telegram secret token is wrong',
    kh: 'សញ្ញាសម្ងាត់ Telegram មិនត្រឹមត្រូវ',
    zh: 'Telegram 密钥不正确',
  },
  'telegram.fake_off': {
    en: 'Telegram runs through the real Bot API (TELEGRAM_API_URL): the embedded fake is off',
    kh: 'Telegram ដំណើរការតាម Bot API ពិត (TELEGRAM_API_URL)៖ Telegram សាកល្បងត្រូវបានបិទ',
    zh: 'Telegram 使用真实的 Bot API（TELEGRAM_API_URL）：内置模拟已关闭',
  },
  'telegram.message_not_found': {
    en: 'No such bot message in this chat',
    kh: 'រកមិនឃើញសាររបស់ bot ក្នុងការជជែកនេះទេ',
    zh: '此聊天中没有该机器人消息',
  },
} satisfies Record<string, ErrorText>;
