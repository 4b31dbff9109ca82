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
  'rider.not_a_rider': {
    en: 'This account is not an active rider',
    kh: 'គណនីនេះមិនមែនជាអ្នកដឹកជញ្ជូនសកម្មទេ',
    zh: '该账号不是在职骑手',
  },
  'rider.parcel_assigned': {
    en: "This parcel is already on a rider's list",
    kh: 'កញ្ចប់នេះមាននៅក្នុងបញ្ជីអ្នកដឹករួចហើយ',
    zh: '该包裹已分配给骑手',
  },
  'dispatch.parcel_assigned': {
    en: "Parcel {code} is already on a rider's list: nothing was assigned",
    kh: 'កញ្ចប់ {code} មាននៅក្នុងបញ្ជីអ្នកដឹករួចហើយ៖ មិនបានចាត់តាំងកញ្ចប់ណាមួយទេ',
    zh: '包裹 {code} 已分配给骑手：本次未分配任何包裹',
  },
  'dispatch.parcel_not_deliverable': {
    en: 'Parcel {code} is not waiting in Phnom Penh for a rider: nothing was assigned',
    kh: 'កញ្ចប់ {code} មិនកំពុងរង់ចាំអ្នកដឹកនៅភ្នំពេញទេ៖ មិនបានចាត់តាំងកញ្ចប់ណាមួយទេ',
    zh: '包裹 {code} 不在金边等待骑手：本次未分配任何包裹',
  },
  'rider.drop_not_found': { en: 'Drop not found', kh: 'រកមិនឃើញការដឹកនេះទេ', zh: '未找到该派送' },
  'rider.drop_closed': {
    en: 'This drop is already delivered or failed',
    kh: 'ការដឹកនេះបានបញ្ចប់រួចហើយ',
    zh: '该派送已完成或已失败',
  },
  'rider.amount_mismatch': {
    en: 'The cash collected must be {amount}',
    kh: 'ប្រាក់សុទ្ធដែលប្រមូលត្រូវតែ {amount}',
    zh: '收取的现金必须为 {amount}',
  },
  'rider.khqr_not_paid': {
    en: 'The KHQR is not paid yet',
    kh: 'KHQR មិនទាន់បានបង់នៅឡើយទេ',
    zh: 'KHQR 尚未支付',
  },
  'rider.nothing_to_collect': {
    en: 'There is nothing to collect for this drop',
    kh: 'មិនមានប្រាក់ត្រូវប្រមូលសម្រាប់ការដឹកនេះទេ',
    zh: '该派送无需收款',
  },
  'rider.day_confirmed': {
    en: 'This day is already closed',
    kh: 'ថ្ងៃនេះបានបិទបញ្ជីរួចហើយ',
    zh: '该日已结算',
  },
  'rider.day_not_confirmed': {
    en: "This rider's day is not closed yet",
    kh: 'ថ្ងៃនេះរបស់អ្នកដឹកមិនទាន់បិទបញ្ជីនៅឡើយទេ',
    zh: '该骑手当日尚未结算',
  },
  'rider.no_difference': {
    en: 'The cash handed over matches: there is no difference to resolve',
    kh: 'ប្រាក់ដែលបានប្រគល់ត្រូវគ្នា៖ គ្មានភាពខុសគ្នាត្រូវដោះស្រាយទេ',
    zh: '上交现金一致，没有差额需要处理',
  },
  'rider.difference_resolved': {
    en: 'This difference is already resolved',
    kh: 'ភាពខុសគ្នានេះបានដោះស្រាយរួចហើយ',
    zh: '该差额已处理',
  },
  'rider.resolution_mismatch': {
    en: 'This way does not fit the difference: a shortfall is paid by the rider or written off, an over-count is returned',
    kh: 'វិធីនេះមិនត្រូវនឹងភាពខុសគ្នាទេ៖ ប្រាក់ខ្វះ អ្នកដឹកបង់ ឬកត់ជាការខាត ប្រាក់លើស ប្រគល់ឱ្យអ្នកដឹកវិញ',
    zh: '此方式与差额不符：短款由骑手补交或作为损失注销，多款退还骑手',
  },
  'batch.not_found': { en: 'Batch not found', kh: 'រកមិនឃើញជំនាន់ដឹកនេះទេ', zh: '未找到该批次' },
  'batch.not_open': {
    en: 'Parcels can only be added to an open batch',
    kh: 'អាចបន្ថែមកញ្ចប់បានតែក្នុងជំនាន់ដឹកដែលកំពុងបើក',
    zh: '只能向未关闭的批次添加包裹',
  },
  'batch.move_not_allowed': {
    en: 'This batch cannot move from {from} to {to}',
    kh: 'ជំនាន់ដឹកនេះមិនអាចប្ដូរពី {from} ទៅ {to} បានទេ',
    zh: '该批次不能从 {from} 变为 {to}',
  },
  'batch.parcel_not_found': {
    en: 'No parcel has the code {code}',
    kh: 'គ្មានកញ្ចប់ដែលមានលេខកូដ {code} ទេ',
    zh: '没有编号为 {code} 的包裹',
  },
  'batch.mode_mismatch': {
    en: "Parcel {code} does not travel by this batch's mode",
    kh: 'កញ្ចប់ {code} មិនដឹកតាមមធ្យោបាយនៃជំនាន់ដឹកនេះទេ',
    zh: '包裹 {code} 的运输方式与该批次不同',
  },
  'batch.parcel_already_in_batch': {
    en: 'Parcel {code} is already in this batch',
    kh: 'កញ្ចប់ {code} មាននៅក្នុងជំនាន់ដឹកនេះរួចហើយ',
    zh: '包裹 {code} 已在本批次中',
  },
  'parcel.already_scanned': {
    en: 'Parcel {code} was scanned here already',
    kh: 'កញ្ចប់ {code} ត្រូវបានស្កេននៅទីនេះរួចហើយ',
    zh: '包裹 {code} 已在此扫描过',
  },
  'batch.departs_in_past': {
    en: 'The departure day cannot be before today ({today})',
    kh: 'ថ្ងៃចេញដំណើរមិនអាចមុនថ្ងៃនេះ ({today}) បានទេ',
    zh: '出发日期不能早于今天（{today}）',
  },
  'batch.eta_before_departure': {
    en: 'The expected arrival cannot be before the departure day ({departs_on})',
    kh: 'ថ្ងៃរំពឹងថាមកដល់មិនអាចមុនថ្ងៃចេញដំណើរ ({departs_on}) បានទេ',
    zh: '预计到达日期不能早于出发日期（{departs_on}）',
  },
  'batch.parcel_in_other_batch': {
    en: 'Parcel {code} is already in another batch',
    kh: 'កញ្ចប់ {code} មាននៅក្នុងជំនាន់ដឹកផ្សេងរួចហើយ',
    zh: '包裹 {code} 已在其他批次中',
  },
} as const satisfies Record<string, ErrorText>;
