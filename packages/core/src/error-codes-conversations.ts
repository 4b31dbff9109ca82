import type { ErrorText } from './error-text';

/** The conversation of an order between the shopper and staff (decision 0041). */
export const CONVERSATION_ERRORS = {
  'conversation.empty_message': {
    en: 'Please write a message or add a photo',
    kh: 'សូមសរសេរសារ ឬភ្ជាប់រូបភាព',
    zh: '请填写留言或添加照片',
  },
  'conversation.too_many_messages': {
    en: 'You have sent many messages. Please wait a little before writing again',
    kh: 'អ្នកបានផ្ញើសារច្រើនពេក សូមរង់ចាំបន្តិចមុនពេលសរសេរម្ដងទៀត',
    zh: '您发送的留言过多，请稍后再写',
  },
  'conversation.not_staff': {
    en: 'Only staff can answer a conversation',
    kh: 'មានតែបុគ្គលិកទេដែលអាចឆ្លើយការសន្ទនា',
    zh: '只有员工可以回复对话',
  },
} as const satisfies Record<`conversation.${string}`, ErrorText>;
