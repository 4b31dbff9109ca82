import type { ErrorText } from './error-text';

/** Warehouse receiving, unclaimed parcels, batches and riders (decision 0043). */
export const WAREHOUSE_ERRORS = {
  'warehouse.already_received': {
    en: 'This tracking number was already received',
    kh: 'លេខតាមដាននេះបានទទួលរួចហើយ',
    zh: '该快递单号已经入库',
  },
  'warehouse.unclaimed_not_found': {
    en: 'Unclaimed parcel not found',
    kh: 'រកមិនឃើញកញ្ចប់គ្មានម្ចាស់នេះទេ',
    zh: '未找到该无主包裹',
  },
  'warehouse.unclaimed_matched': {
    en: 'This parcel is already matched',
    kh: 'កញ្ចប់នេះបានផ្គូផ្គងរួចហើយ',
    zh: '该包裹已匹配',
  },
  'warehouse.line_not_awaited': {
    en: 'This item is not waiting for a parcel from the seller',
    kh: 'ទំនិញនេះមិនកំពុងរង់ចាំកញ្ចប់ពីអ្នកលក់ទេ',
    zh: '该商品不在等待卖家包裹',
  },
} as const satisfies Record<string, ErrorText>;
