import type { SeedPost } from './content-post';

/** The three long guides of the demo blog: ordering from Taobao, shipping times, paying by KHQR. */
export const SEED_GUIDE_POSTS: SeedPost[] = [
  {
    slug: 'how-to-order-from-taobao',
    category: 'guide',
    image: '/blog/order.svg',
    date: '2026-10-20',
    author: 'Fardin',
    kh: {
      title: 'របៀបបញ្ជាទិញពី Taobao ជាភាសាខ្មែរ',
      excerpt: 'ស្វែងរក បកប្រែ បង់ប្រាក់ជា KHQR ហើយទទួលទំនិញដល់ផ្ទះ — ណែនាំមួយជំហានម្ដងៗ។',
      body: `<p>Taobao មានទំនិញរាប់លានមុខ ក្នុងតម្លៃថោក ប៉ុន្តែទំព័រជាភាសាចិន ហើយមិនដឹកមកកម្ពុជាដោយផ្ទាល់ទេ។ Fardin ជួយអ្នកទិញ ដឹក និងប្រគល់ដល់ដៃ។</p>
<h2>ជំហានទី 1៖ ស្វែងរកទំនិញ</h2>
<p>វាយឈ្មោះទំនិញជាភាសាខ្មែរ ឬអង់គ្លេស ក្នុងប្រអប់ស្វែងរក ហើយជ្រើស <strong>Taobao</strong>។ យើងបកប្រែចំណងជើង និងបង្ហាញតម្លៃជាដុល្លារ (1 យន់ ≈ $0.15)។ អ្នកក៏អាចបិទភ្ជាប់តំណ Taobao ផ្ទាល់បានដែរ។</p>
<h2>ជំហានទី 2៖ ជ្រើសពណ៌ និងទំហំ</h2>
<p>សូមពិនិត្យរូបភាព និងតារាងទំហំឱ្យបានច្បាស់ មុនដាក់ចូលកន្ត្រក។</p>
<h2>ជំហានទី 3៖ ទូទាត់</h2>
<ul><li>ស្កេន KHQR ជាមួយកម្មវិធីធនាគារណាមួយ</li><li>ផ្ទេរប្រាក់តាមធនាគារ ហើយផ្ញើរូបវិក្កយបត្រ</li><li>បង់ប្រាក់ពេលទទួលទំនិញ</li></ul>
<h2>ជំហានទី 4៖ តាមដានកញ្ចប់</h2>
<p>ទំនិញមកដល់ឃ្លាំងយើងនៅក្វាងចូវ ហើយដឹកតាមផ្លូវគោកមកភ្នំពេញក្នុង 7 ទៅ 10 ថ្ងៃ។ អ្នកអាចតាមដានគ្រប់ដំណាក់កាលនៅទំព័រ “តាមដានកញ្ចប់”។</p>`,
    },
    en: {
      title: 'How to order from Taobao in your own language',
      excerpt: 'Search, translate, pay with KHQR and get it delivered to your door: a step-by-step guide.',
      body: `<p>Taobao has millions of products at low prices, but its pages are in Chinese and it does not ship to Cambodia directly. Fardin buys, ships and delivers for you.</p>
<h2>Step 1: find the product</h2>
<p>Type what you want in Khmer or English in the search box and choose <strong>Taobao</strong>. We translate the titles and show prices in dollars (1 yuan ≈ $0.15). You can also paste a Taobao link.</p>
<h2>Step 2: choose colour and size</h2>
<p>Check the photos and the size chart carefully before adding to the cart.</p>
<h2>Step 3: pay</h2>
<ul><li>scan a KHQR code with any Cambodian banking app</li><li>bank transfer with a photo of the receipt</li><li>cash on delivery</li></ul>
<h2>Step 4: track your parcel</h2>
<p>Goods arrive at our Guangzhou warehouse and travel by land to Phnom Penh in 7 to 10 days. Follow every step on the tracking page.</p>`,
    },
    zh: {
      title: '如何用母语在淘宝下单',
      excerpt: '搜索、翻译、用 KHQR 付款，送货上门——分步指南。',
      body: `<p>淘宝有数百万件低价商品，但页面是中文，且不直接发货到柬埔寨。Fardin 为您代购、运输并送货上门。</p>
<h2>第一步：找到商品</h2>
<p>在搜索框中输入高棉语或英语关键词，选择<strong>淘宝</strong>。我们会翻译标题并以美元显示价格（1 元 ≈ 0.15 美元）。也可以直接粘贴淘宝链接。</p>
<h2>第二步：选择颜色和尺码</h2>
<p>加入购物车前，请仔细查看图片和尺码表。</p>
<h2>第三步：付款</h2>
<ul><li>用任意柬埔寨银行 App 扫描 KHQR</li><li>银行转账并上传回单照片</li><li>货到付款</li></ul>
<h2>第四步：跟踪包裹</h2>
<p>货物先到我们的广州仓库，再经陆运 7 至 10 天到达金边。可在“包裹追踪”页面查看每一步。</p>`,
    },
  },
  {
    slug: 'shipping-times',
    category: 'shipping',
    image: '/blog/shipping.svg',
    date: '2026-10-15',
    author: 'Fardin',
    kh: {
      title: 'រយៈពេលដឹកជញ្ជូនពីបរទេសមកកម្ពុជា',
      excerpt: 'ផ្លូវគោក ផ្លូវទឹក ឬផ្លូវអាកាស៖ តើមួយណាលឿន និងថោកជាងសម្រាប់កញ្ចប់របស់អ្នក?',
      body: `<p>រយៈពេលដឹកជញ្ជូនអាស្រ័យលើប្រទេសប្រភព និងមធ្យោបាយដឹក។ តារាងខាងក្រោមជារយៈពេលជាមធ្យម គិតពីថ្ងៃទំនិញដល់ឃ្លាំងយើងនៅបរទេស។</p>
<table><thead><tr><th>ប្រទេស</th><th>ផ្លូវគោក</th><th>ផ្លូវទឹក</th><th>ផ្លូវអាកាស</th></tr></thead>
<tbody><tr><td>ចិន</td><td>7–10 ថ្ងៃ</td><td>15–25 ថ្ងៃ</td><td>2–4 ថ្ងៃ</td></tr>
<tr><td>ថៃ</td><td>3–5 ថ្ងៃ</td><td>—</td><td>1–3 ថ្ងៃ</td></tr>
<tr><td>អាមេរិក</td><td>—</td><td>35–45 ថ្ងៃ</td><td>7–12 ថ្ងៃ</td></tr></tbody></table>
<p>ទំនិញធ្ងន់ និងធំ ដឹកតាមផ្លូវទឹកថោកជាង។ ទំនិញតូច និងប្រញាប់ ដឹកតាមយន្តហោះ។ ក្នុងរដូវបុណ្យ (ចូលឆ្នាំចិន ១១.១១) សូមរំពឹងថាយឺតជាងធម្មតា 3 ទៅ 5 ថ្ងៃ។</p>`,
    },
    en: {
      title: 'Shipping times from abroad to Cambodia',
      excerpt: 'Land, sea or air: which is faster and which is cheaper for your parcel?',
      body: `<p>How long shipping takes depends on the source country and the mode. These are typical times, counted from the day the goods reach our overseas warehouse.</p>
<table><thead><tr><th>Country</th><th>Land</th><th>Sea</th><th>Air</th></tr></thead>
<tbody><tr><td>China</td><td>7–10 days</td><td>15–25 days</td><td>2–4 days</td></tr>
<tr><td>Thailand</td><td>3–5 days</td><td>—</td><td>1–3 days</td></tr>
<tr><td>United States</td><td>—</td><td>35–45 days</td><td>7–12 days</td></tr></tbody></table>
<p>Heavy and bulky goods are cheaper by sea; small urgent items go by air. Around festivals (Chinese New Year, 11.11) expect 3 to 5 extra days.</p>`,
    },
    zh: {
      title: '从国外运到柬埔寨需要多久',
      excerpt: '陆运、海运还是空运：哪种更快，哪种更便宜？',
      body: `<p>运输时间取决于发货国家和运输方式。以下为货物到达我们海外仓库之日起的常见时效。</p>
<table><thead><tr><th>国家</th><th>陆运</th><th>海运</th><th>空运</th></tr></thead>
<tbody><tr><td>中国</td><td>7–10 天</td><td>15–25 天</td><td>2–4 天</td></tr>
<tr><td>泰国</td><td>3–5 天</td><td>—</td><td>1–3 天</td></tr>
<tr><td>美国</td><td>—</td><td>35–45 天</td><td>7–12 天</td></tr></tbody></table>
<p>重货、大件走海运更划算；小件急用选空运。春节、双十一等节日期间，请预留 3 至 5 天的延误。</p>`,
    },
  },
  {
    slug: 'pay-with-khqr',
    category: 'payment',
    image: '/blog/khqr.svg',
    date: '2026-10-10',
    author: 'Fardin',
    kh: {
      title: 'របៀបបង់ប្រាក់ដោយ KHQR',
      excerpt: 'ស្កេនកូដតែមួយ ជាមួយកម្មវិធីធនាគារណាក៏បាន — ABA, ACLEDA, Wing និងច្រើនទៀត។',
      body: `<p>KHQR គឺជាស្តង់ដារ QR ជាតិរបស់ធនាគារជាតិនៃកម្ពុជា (បាគង)។ កូដមួយស្កេនបានដោយកម្មវិធីធនាគារទាំងអស់។</p>
<ol><li>នៅទំព័រទូទាត់ ជ្រើស <strong>KHQR</strong>។</li><li>បើកកម្មវិធីធនាគាររបស់អ្នក ហើយចុច “ស្កេន”។</li><li>ពិនិត្យឈ្មោះហាង និងចំនួនទឹកប្រាក់ រួចបញ្ជាក់។</li><li>ទំព័រនឹងប្ដូរទៅ “ទូទាត់រួច” ដោយស្វ័យប្រវត្តិក្នុងពីរបីវិនាទី។</li></ol>
<p>កូដ QR មានសុពលភាព 10 នាទី។ បើផុតកំណត់ សូមបង្កើតកូដថ្មី។ កុំផ្ញើរូប QR ទៅអ្នកដទៃ។</p>`,
    },
    en: {
      title: 'How to pay with KHQR',
      excerpt: 'One code that any banking app can scan: ABA, ACLEDA, Wing and many more.',
      body: `<p>KHQR is the national QR standard of the National Bank of Cambodia (Bakong). One code works with every Cambodian banking app.</p>
<ol><li>On the payment page, choose <strong>KHQR</strong>.</li><li>Open your banking app and tap "Scan".</li><li>Check the shop name and the amount, then confirm.</li><li>The page turns to "Paid" by itself within a few seconds.</li></ol>
<p>A QR code is valid for 10 minutes; when it expires, create a new one. Never send a picture of your QR code to anyone.</p>`,
    },
    zh: {
      title: '如何使用 KHQR 付款',
      excerpt: '一个二维码，任何银行 App 都能扫：ABA、ACLEDA、Wing 等。',
      body: `<p>KHQR 是柬埔寨国家银行（Bakong）的国家二维码标准，所有柬埔寨银行 App 都能扫描同一个码。</p>
<ol><li>在支付页面选择 <strong>KHQR</strong>。</li><li>打开银行 App，点击“扫一扫”。</li><li>核对商户名称和金额后确认。</li><li>几秒钟内页面会自动变为“已付款”。</li></ol>
<p>二维码有效期为 10 分钟，过期后请重新生成。切勿把二维码图片发给他人。</p>`,
    },
  },
];
