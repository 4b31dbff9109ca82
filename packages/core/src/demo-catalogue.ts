/**
 * DEMO DATA: the base items the demo catalogue is generated from (8 per category, a few more in some). Names in English,
 * Khmer, Chinese and Korean; a typical price in USD; which variants the item comes in.
 */
type VariantKind = 'apparel' | 'shoes' | 'colour' | 'none';
export interface BaseItem {
  en: string;
  kh: string;
  zh: string;
  ko: string;
  usd: number;
  variants: VariantKind;
}
export interface BaseCategory {
  slug: string;
  items: BaseItem[];
}

const i = (en: string, kh: string, zh: string, ko: string, usd: number, variants: VariantKind = 'none'): BaseItem => ({
  en,
  kh,
  zh,
  ko,
  usd,
  variants,
});

/**
 * The first eight items of each category are the original catalogue (64 products a store, ids 1-64);
 * items after them are seeded after all of those, so the first 64 ids and their countries never move.
 */
export const BASE_ITEMS_PER_CATEGORY = 8;

export const DEMO_CATEGORIES: BaseCategory[] = [
  {
    slug: 'women',
    items: [
      i('Floral maxi dress', 'រ៉ូបវែងលំនាំផ្កា', '碎花长裙', '플로럴 맥시 원피스', 24, 'apparel'),
      i('Chiffon blouse', 'អាវស៊ីផុននារី', '雪纺衬衫', '시폰 블라우스', 15, 'apparel'),
      i('High-waist jeans', 'ខោខូវប៊យចង្កេះខ្ពស់', '高腰牛仔裤', '하이웨이스트 청바지', 22, 'apparel'),
      i('Pleated skirt', 'សំពត់ផ្នត់', '百褶裙', '플리츠 스커트', 18, 'apparel'),
      i('Knit cardigan', 'អាវក្រៅក្រណាត់ត្បាញ', '针织开衫', '니트 가디건', 26, 'apparel'),
      i('Party dress', 'រ៉ូបពិធីជប់លៀង', '派对礼服', '파티 드레스', 39, 'apparel'),
      i('Women cotton T-shirt', 'អាវយឺតកប្បាសនារី', '女士纯棉T恤', '여성 면 티셔츠', 8, 'apparel'),
      i('Silk scarf', 'កន្សែងបង់កសូត្រ', '真丝围巾', '실크 스카프', 12, 'colour'),
    ],
  },
  {
    slug: 'shoes-bags',
    items: [
      i('Running sneakers', 'ស្បែកជើងប៉ាតារត់', '跑步运动鞋', '러닝 운동화', 35, 'shoes'),
      i('Leather sandals', 'ស្បែកជើងផ្ទាត់ស្បែក', '真皮凉鞋', '가죽 샌들', 19, 'shoes'),
      i('Canvas backpack', 'កាបូបស្ពាយក្រណាត់', '帆布双肩包', '캔버스 백팩', 17, 'colour'),
      i('Leather handbag', 'កាបូបដៃស្បែក', '真皮手提包', '가죽 핸드백', 45, 'colour'),
      i('Slim wallet', 'កាបូបលុយស្ដើង', '超薄钱包', '슬림 지갑', 9, 'colour'),
      i('House slippers', 'ស្បែកជើងពាក់ក្នុងផ្ទះ', '居家拖鞋', '실내 슬리퍼', 5, 'shoes'),
      i('High heels', 'ស្បែកជើងកែងខ្ពស់', '高跟鞋', '하이힐', 29, 'shoes'),
      i('Travel suitcase', 'វ៉ាលីធ្វើដំណើរ', '旅行箱', '여행용 캐리어', 59, 'colour'),
    ],
  },
  {
    slug: 'men',
    items: [
      i('Men polo shirt', 'អាវប៉ូឡូបុរស', '男士POLO衫', '남성 폴로 셔츠', 14, 'apparel'),
      i('Men slim jeans', 'ខោខូវប៊យបុរស', '男士修身牛仔裤', '남성 슬림 청바지', 25, 'apparel'),
      i('Hooded jacket', 'អាវក្រៅមានមួក', '连帽夹克', '후드 재킷', 32, 'apparel'),
      i('Cargo shorts', 'ខោខ្លីហោប៉ៅច្រើន', '工装短裤', '카고 반바지', 13, 'apparel'),
      i('Oxford shirt', 'អាវស៊ឺមីបុរស', '牛津纺衬衫', '옥스퍼드 셔츠', 20, 'apparel'),
      i('Sports T-shirt', 'អាវយឺតកីឡា', '运动T恤', '스포츠 티셔츠', 9, 'apparel'),
      i('Leather belt', 'ខ្សែក្រវ៉ាត់ស្បែក', '真皮腰带', '가죽 벨트', 11, 'colour'),
      i('Chino trousers', 'ខោជីណូបុរស', '休闲裤', '치노 팬츠', 23, 'apparel'),
      // Added after the first eight (BASE_ITEMS_PER_CATEGORY): seeded after every store's first 64.
      i('Wrist watch', 'នាឡិកាដៃ', '手表', '손목시계', 45, 'colour'),
    ],
  },
  {
    slug: 'electric',
    items: [
      i('Phone case', 'ស្រោមទូរស័ព្ទ', '手机壳', '휴대폰 케이스', 4, 'colour'),
      i('Fast charger', 'ឆ្នាំងសាកលឿន', '快充充电器', '고속 충전기', 12),
      i('Wireless earphones', 'កាសឥតខ្សែ', '无线耳机', '무선 이어폰', 28, 'colour'),
      i('Mechanical keyboard', 'ក្ដារចុចមេកានិច', '机械键盘', '기계식 키보드', 49, 'colour'),
      i('Wireless mouse', 'កណ្ដុរឥតខ្សែ', '无线鼠标', '무선 마우스', 10, 'colour'),
      i('Desk fan', 'កង្ហារតុ', '台式风扇', '탁상용 선풍기', 16),
      i('Rice cooker', 'ឆ្នាំងដាំបាយអគ្គិសនី', '电饭煲', '전기밥솥', 38),
      i('Electric kettle', 'កំសៀវអគ្គិសនី', '电热水壶', '전기 주전자', 15, 'colour'),
      i('Over-ear headphones', 'កាសពាក់ក្បាល', '头戴式耳机', '헤드폰', 39, 'colour'),
      i('Smart watch', 'នាឡិកាឆ្លាតវៃ', '智能手表', '스마트워치', 59, 'colour'),
    ],
  },
  {
    slug: 'automotive',
    items: [
      i('Car phone holder', 'ជើងទម្រទូរស័ព្ទក្នុងឡាន', '车载手机支架', '차량용 휴대폰 거치대', 7),
      i('Car seat cover', 'ស្រោមកៅអីឡាន', '汽车座套', '자동차 시트 커버', 42, 'colour'),
      i('Motorbike helmet', 'មួកសុវត្ថិភាពម៉ូតូ', '摩托车头盔', '오토바이 헬멧', 27, 'colour'),
      i('Motorbike mirror', 'កញ្ចក់ម៉ូតូ', '摩托车后视镜', '오토바이 미러', 6),
      i('Dash camera', 'កាមេរ៉ាថតមុខឡាន', '行车记录仪', '블랙박스', 55),
      i('Tyre inflator', 'ម៉ាស៊ីនបូមខ្យល់កង់', '轮胎充气泵', '타이어 공기 주입기', 31),
      i('Car vacuum cleaner', 'ម៉ាស៊ីនបូមធូលីក្នុងឡាន', '车载吸尘器', '차량용 청소기', 24),
      i('LED headlight bulb', 'អំពូលភ្លើងមុខ LED', 'LED大灯灯泡', 'LED 헤드라이트 전구', 13),
    ],
  },
  {
    slug: 'kids',
    items: [
      i('Toy car', 'ឡានលេងក្មេង', '玩具车', '장난감 자동차', 11, 'colour'),
      i('Fashion doll', 'តុក្កតា', '洋娃娃', '패션 인형', 14),
      i('Building blocks', 'ប្លុកសំណង់', '积木', '블록 장난감', 19),
      i('Baby bottle', 'ដបទឹកដោះទារក', '婴儿奶瓶', '젖병', 8),
      i('Diaper bag', 'កាបូបដាក់កន្ទបទារក', '妈咪包', '기저귀 가방', 21, 'colour'),
      i('Kids raincoat', 'អាវភ្លៀងកុមារ', '儿童雨衣', '어린이 우비', 10, 'apparel'),
      i('Baby stroller', 'រទេះរុញទារក', '婴儿推车', '유모차', 89),
      i('Jigsaw puzzle', 'ល្បែងផ្គុំរូប', '拼图', '퍼즐', 7),
    ],
  },
  {
    slug: 'sports',
    items: [
      i('Yoga mat', 'កម្រាលយូហ្គា', '瑜伽垫', '요가 매트', 13, 'colour'),
      i('Dumbbell set', 'ដុំដែកហាត់ប្រាណ', '哑铃套装', '덤벨 세트', 36),
      i('Camping tent', 'តង់បោះជំរុំ', '露营帐篷', '캠핑 텐트', 48),
      i('Football', 'បាល់ទាត់', '足球', '축구공', 15),
      i('Badminton racket', 'រ៉ាកែតវាយសី', '羽毛球拍', '배드민턴 라켓', 18),
      i('Sports water bottle', 'ដបទឹកកីឡា', '运动水壶', '스포츠 물병', 6, 'colour'),
      i('Bicycle light', 'ភ្លើងកង់', '自行车灯', '자전거 라이트', 9),
      i('Jump rope', 'ខ្សែលោត', '跳绳', '줄넘기', 4),
    ],
  },
  {
    slug: 'home',
    items: [
      i('Cotton bed sheet', 'កម្រាលពូកកប្បាស', '纯棉床单', '면 침대 시트', 21, 'colour'),
      i('Storage box', 'ប្រអប់ទុកដាក់', '收纳箱', '수납 박스', 8),
      i('Non-stick pan', 'ខ្ទះមិនជាប់', '不粘锅', '논스틱 프라이팬', 17),
      i('Table lamp', 'ចង្កៀងតុ', '台灯', '탁상 램프', 14),
      i('Dog bed', 'គ្រែឆ្កែ', '狗窝', '강아지 침대', 20),
      i('Cat toy', 'ប្រដាប់លេងឆ្មា', '猫玩具', '고양이 장난감', 5),
      i('Garden hose', 'ទុយោស្រោចដំណាំ', '园艺水管', '정원 호스', 16),
      i('Wall clock', 'នាឡិកាព្យួរជញ្ជាំង', '挂钟', '벽시계', 12),
    ],
  },
];

export const COLOURS = [
  { en: 'Black', zh: '黑色', kh: 'ខ្មៅ', ko: '블랙', hex: '#222222' },
  { en: 'White', zh: '白色', kh: 'ស', ko: '화이트', hex: '#f5f5f5' },
  { en: 'Red', zh: '红色', kh: 'ក្រហម', ko: '레드', hex: '#c62828' },
  { en: 'Blue', zh: '蓝色', kh: 'ខៀវ', ko: '블루', hex: '#1565c0' },
  { en: 'Green', zh: '绿色', kh: 'បៃតង', ko: '그린', hex: '#2e7d32' },
] as const;
export const APPAREL_SIZES = ['S', 'M', 'L', 'XL'] as const;
export const SHOE_SIZES = ['38', '39', '40', '41', '42'] as const;

/** The base item behind a demo image key `{category}-{index}-{view}`, for the generated SVG. */
export function baseItemOf(key: string): { category: string; index: number; view: number; item: BaseItem } | null {
  const match = /^([a-z-]+)-(\d{1,2})-(\d)$/.exec(key);
  if (!match) return null;
  const category = DEMO_CATEGORIES.find((c) => c.slug === match[1]);
  const index = Number(match[2]);
  const item = category?.items[index];
  return category && item ? { category: category.slug, index, view: Number(match[3]), item } : null;
}
