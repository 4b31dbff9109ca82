import type { ErrorText } from './error-text';
import { ACCOUNT_TEXT } from './account-text';
import { UPLOAD_CODE, UPLOAD_TEXT } from './upload-text';

/** Products, uploads, image fetching, blog and back-office reference data (decision 0017). */
export const CATALOGUE_ERRORS = {
  'product.not_found': { en: 'Product not found', kh: 'រកមិនឃើញទំនិញនេះទេ', zh: '未找到该商品' },
  /**
   * A product with options (colour, size...) asked for without a complete variant (one of its SKUs):
   * the cart, a favourite's move to the cart, buy-now and checkout all refuse it (issue 25 item 6).
   */
  'product.variant_required': {
    en: 'Please choose the options (colour, size...) of "{title}" first',
    kh: 'សូមជ្រើសរើសជម្រើស (ពណ៌ ទំហំ...) របស់ "{title}" ជាមុនសិន',
    zh: '请先选择“{title}”的规格（颜色、尺码等）',
  },
  'product.unknown_store': { en: 'Unknown store: {store}', kh: 'មិនស្គាល់ហាង {store} ទេ', zh: '未知的店铺：{store}' },
  'product.invalid_api': {
    en: 'api must be one of {apis}',
    kh: 'api ត្រូវតែជាមួយក្នុងចំណោម {apis}',
    zh: 'api 必须是 {apis} 之一',
  },
  'product.price_range': {
    en: 'start_price must not be above end_price',
    kh: 'តម្លៃចាប់ផ្ដើមមិនអាចខ្ពស់ជាងតម្លៃបញ្ចប់ទេ',
    zh: '最低价不能高于最高价',
  },
  'product.link_unsupported': {
    en: 'This is not a product link we can open',
    kh: 'នេះមិនមែនជាតំណទំនិញដែលយើងអាចបើកបានទេ',
    zh: '这不是我们能打开的商品链接',
  },
  /** The marketplace behind the search did not answer usably; the message says which way. */
  'product.upstream_unavailable': {
    en: 'The product service is not available right now, please try again',
    kh: 'សេវាកម្មទំនិញមិនអាចប្រើបាននៅពេលនេះទេ សូមព្យាយាមម្ដងទៀត',
    zh: '商品服务暂时不可用，请重试',
  },
  /** The upload store (disk or S3 bucket) failed while serving /uploads/...: 503, the next try may work. */
  'upload.store_unavailable': {
    en: 'The picture store is not available right now, please try again shortly',
    kh: 'កន្លែងរក្សាទុករូបភាពមិនអាចប្រើបាននៅពេលនេះទេ សូមព្យាយាមម្ដងទៀតបន្តិចទៀត',
    zh: '图片存储暂时不可用，请稍后再试',
  },
  'upload.picture_type': {
    en: 'Please choose a JPEG, PNG or WebP picture',
    kh: 'សូមជ្រើសរើសរូបភាព JPEG, PNG ឬ WebP',
    zh: '请选择 JPEG、PNG 或 WebP 图片',
  },
  'upload.picture_too_large': { en: 'The picture is too large', kh: 'រូបភាពធំពេក', zh: '图片太大' },
  'upload.image_type': {
    en: ACCOUNT_TEXT.imageType,
    kh: 'សូមបង្ហោះរូបភាព JPEG, PNG ឬ WebP',
    zh: '请上传 JPEG、PNG 或 WebP 图片',
  },
  'upload.image_too_large': { en: ACCOUNT_TEXT.imageSize, kh: 'រូបភាពត្រូវមានទំហំមិនលើសពី 5 MB', zh: '图片不能超过 5 MB' },
  [UPLOAD_CODE.picture]: {
    en: UPLOAD_TEXT.notYourUpload('{field}'),
    kh: '{field} ត្រូវតែជារូបភាពដែលអ្នកបានបង្ហោះទៅហាងនេះ',
    zh: '{field}必须是您上传到本店的图片',
  },
  'image.not_found': { en: 'Image not found', kh: 'រកមិនឃើញរូបភាពនេះទេ', zh: '未找到该图片' },
  'image.too_large': { en: 'Image is too large', kh: 'រូបភាពធំពេក', zh: '图片太大' },
  'image.unsupported': {
    en: 'url is not a supported image',
    kh: 'តំណនេះមិនមែនជារូបភាពដែលគាំទ្រទេ',
    zh: '该链接不是支持的图片',
  },
  'image.url_invalid': {
    en: 'url must be an absolute http(s) URL or a local /path',
    kh: 'តំណរូបភាពត្រូវតែជា URL http(s) ពេញលេញ ឬផ្លូវក្នុងហាង /path',
    zh: '图片链接必须是完整的 http(s) 网址或本地 /path',
  },
  'image.url_scheme': {
    en: 'url must use http or https',
    kh: 'តំណរូបភាពត្រូវតែប្រើ http ឬ https',
    zh: '图片链接必须使用 http 或 https',
  },
  'image.url_credentials': {
    en: 'url must not carry credentials',
    kh: 'តំណរូបភាពមិនអាចមានឈ្មោះអ្នកប្រើ ឬពាក្យសម្ងាត់ទេ',
    zh: '图片链接不能包含用户名或密码',
  },
  'image.path_invalid': { en: 'url is not a valid path', kh: 'ផ្លូវរូបភាពមិនត្រឹមត្រូវ', zh: '图片路径无效' },
  'image.host_not_allowed': {
    en: 'Images from {host} are not allowed',
    kh: 'មិនអនុញ្ញាតរូបភាពពី {host} ទេ',
    zh: '不允许来自 {host} 的图片',
  },
  'image.host_error': {
    en: 'The image host answered {status}',
    kh: 'ម៉ាស៊ីនរូបភាពបានឆ្លើយតបដោយកំហុស {status}',
    zh: '图片服务器返回了 {status}',
  },
  'image.host_timeout': {
    en: 'The image host did not answer in time',
    kh: 'ម៉ាស៊ីនរូបភាពមិនបានឆ្លើយតបទាន់ពេលទេ',
    zh: '图片服务器响应超时',
  },
  'image.host_unreachable': {
    en: 'The image host could not be reached',
    kh: 'មិនអាចភ្ជាប់ទៅម៉ាស៊ីនរូបភាពបានទេ',
    zh: '无法连接图片服务器',
  },
  'image.too_many_redirects': {
    en: 'The image host redirected too often',
    kh: 'ម៉ាស៊ីនរូបភាពបញ្ជូនបន្តច្រើនដងពេក',
    zh: '图片服务器重定向次数过多',
  },
  'blog.post_not_found': { en: 'Post not found', kh: 'រកមិនឃើញអត្ថបទនេះទេ', zh: '未找到该文章' },
  'blog.unknown_category': { en: 'Unknown category', kh: 'មិនស្គាល់ប្រភេទអត្ថបទនេះទេ', zh: '未知的文章分类' },
  'blog.slug_taken': {
    en: 'Another post already uses this address name',
    kh: 'អត្ថបទផ្សេងបានប្រើឈ្មោះអាសយដ្ឋាននេះរួចហើយ',
    zh: '该网址名称已被另一篇文章使用',
  },
  'blog.category_not_found': { en: 'Category not found', kh: 'រកមិនឃើញប្រភេទនេះទេ', zh: '未找到该分类' },
  'blog.category_slug_taken': {
    en: 'Another category already uses this address name',
    kh: 'ប្រភេទផ្សេងបានប្រើឈ្មោះអាសយដ្ឋាននេះរួចហើយ',
    zh: '该网址名称已被另一个分类使用',
  },
  'blog.category_has_posts': {
    en: 'This category has {count} post(s): move them to another category or hide the category instead',
    kh: 'ប្រភេទនេះមានអត្ថបទ {count}៖ សូមផ្លាស់អត្ថបទទាំងនោះទៅប្រភេទផ្សេង ឬលាក់ប្រភេទនេះជំនួសវិញ',
    zh: '该分类下有 {count} 篇文章：请将其移到其他分类，或改为隐藏该分类',
  },
  'category.not_found': { en: 'Category not found', kh: 'រកមិនឃើញប្រភេទនេះទេ', zh: '未找到该分类' },
  'category.sub_not_found': { en: 'Sub-category not found', kh: 'រកមិនឃើញប្រភេទរងនេះទេ', zh: '未找到该子分类' },
  'admin.only': {
    en: 'Only an admin can do this',
    kh: 'មានតែអ្នកគ្រប់គ្រងទេដែលអាចធ្វើសកម្មភាពនេះបាន',
    zh: '只有管理员可以执行此操作',
  },
  /** The assistant's input (`POST /chat`). */
  'chat.too_many': {
    en: 'You are asking the assistant too often. Please wait a moment and try again',
    kh: 'អ្នកសួរជំនួយការញឹកញាប់ពេក សូមរង់ចាំបន្តិច ហើយព្យាយាមម្ដងទៀត',
    zh: '您询问助手过于频繁，请稍候再试',
  },
  'chat.markup': {
    en: 'Please write your request without HTML tags',
    kh: 'សូមសរសេរសំណើរបស់អ្នកដោយគ្មានស្លាក HTML',
    zh: '请不要在请求中使用 HTML 标签',
  },
} as const satisfies Record<string, ErrorText>;
