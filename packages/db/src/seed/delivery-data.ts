import type { LocalizedText } from '@fardin/core/i18n-text';

/**
 * Reference data of the delivery service. Names are the official Khmer and romanised names.
 * Phnom Penh: its 14 khans are the Normal Express zones (fee by how far from the centre).
 * Provinces: the capital and the 24 provinces, each with its provincial town first and its main
 * districts (not every district: the list covers where most parcels go and grows through the
 * back office). The first district costs the province's base fee, the others 50 cents more.
 */

/** [code, Khmer, English, fee cents, lat, lng, typical hours] */
export const SEED_ZONES: [string, string, string, number, number, number, number][] = [
  ['PP-DP', 'ដូនពេញ', 'Doun Penh', 100, 11.5717, 104.9236, 3],
  ['PP-7M', 'ប្រាំពីរមករា', 'Prampir Meakkakra', 100, 11.564, 104.912, 3],
  ['PP-BKK', 'បឹងកេងកង', 'Boeng Keng Kang', 100, 11.554, 104.923, 3],
  ['PP-CKM', 'ចំការមន', 'Chamkar Mon', 100, 11.542, 104.924, 3],
  ['PP-TK', 'ទួលគោក', 'Tuol Kouk', 100, 11.582, 104.9, 3],
  ['PP-MC', 'មានជ័យ', 'Mean Chey', 150, 11.52, 104.93, 4],
  ['PP-CA', 'ច្បារអំពៅ', 'Chbar Ampov', 150, 11.533, 104.958, 4],
  ['PP-CCV', 'ជ្រោយចង្វារ', 'Chroy Changvar', 150, 11.6, 104.935, 4],
  ['PP-RK', 'ឫស្សីកែវ', 'Russey Keo', 150, 11.62, 104.9, 4],
  ['PP-SS', 'សែនសុខ', 'Saen Sokh', 150, 11.59, 104.85, 4],
  ['PP-PSC', 'ពោធិ៍សែនជ័យ', 'Pou Senchey', 200, 11.54, 104.83, 6],
  ['PP-DK', 'ដង្កោ', 'Dangkao', 200, 11.49, 104.88, 6],
  ['PP-PP', 'ព្រែកព្នៅ', 'Praek Pnov', 250, 11.66, 104.85, 8],
  ['PP-KB', 'កំបូល', 'Kamboul', 250, 11.53, 104.76, 8],
];

export interface SeedProvince {
  code: string;
  kh: string;
  en: string;
  lat: number;
  lng: number;
  baseFeeCents: number;
  eta: [number, number];
  /** [Khmer, English] */
  districts: [string, string][];
}

const p = (
  code: string,
  kh: string,
  en: string,
  lat: number,
  lng: number,
  baseFeeCents: number,
  eta: [number, number],
  districts: [string, string][],
): SeedProvince => ({
  code,
  kh,
  en,
  lat,
  lng,
  baseFeeCents,
  eta,
  districts,
});

export const SEED_PROVINCES: SeedProvince[] = [
  p(
    'PNP',
    'ភ្នំពេញ',
    'Phnom Penh',
    11.5564,
    104.9282,
    150,
    [0, 1],
    SEED_ZONES.map(([, kh, en]) => [kh, en]),
  ),
  p(
    'KDL',
    'កណ្ដាល',
    'Kandal',
    11.483,
    104.95,
    200,
    [1, 1],
    [
      ['តាខ្មៅ', 'Ta Khmau'],
      ['កៀនស្វាយ', 'Kien Svay'],
      ['អង្គស្នួល', 'Ang Snuol'],
      ['មុខកំពូល', 'Mukh Kampul'],
      ['ខ្សាច់កណ្ដាល', 'Khsach Kandal'],
      ['ស្អាង', "S'ang"],
    ],
  ),
  p(
    'TKO',
    'តាកែវ',
    'Takeo',
    10.9908,
    104.785,
    200,
    [1, 2],
    [
      ['ដូនកែវ', 'Doun Kaev'],
      ['បាទី', 'Bati'],
      ['ត្រាំកក់', 'Tram Kak'],
      ['អង្គរបុរី', 'Angkor Borei'],
      ['គិរីវង់', 'Kiri Vong'],
    ],
  ),
  p(
    'KSP',
    'កំពង់ស្ពឺ',
    'Kampong Speu',
    11.4533,
    104.5206,
    200,
    [1, 2],
    [
      ['ច្បារមន', 'Chbar Mon'],
      ['សំរោងទង', 'Samraong Tong'],
      ['គងពិសី', 'Kong Pisei'],
      ['ឧដុង្គ', 'Oudong'],
      ['ភ្នំស្រួច', 'Phnum Sruoch'],
    ],
  ),
  p(
    'KCH',
    'កំពង់ឆ្នាំង',
    'Kampong Chhnang',
    12.2505,
    104.6659,
    250,
    [1, 2],
    [
      ['កំពង់ឆ្នាំង', 'Kampong Chhnang'],
      ['រលាប្អៀរ', 'Rolea Bier'],
      ['កំពង់ត្រឡាច', 'Kampong Tralach'],
      ['បរិបូណ៌', 'Boribo'],
    ],
  ),
  p(
    'KCM',
    'កំពង់ចាម',
    'Kampong Cham',
    11.9934,
    105.4635,
    250,
    [1, 2],
    [
      ['កំពង់ចាម', 'Kampong Cham'],
      ['ជើងព្រៃ', 'Cheung Prey'],
      ['ព្រៃឈរ', 'Prey Chhor'],
      ['កងមាស', 'Kang Meas'],
      ['បាធាយ', 'Batheay'],
    ],
  ),
  p(
    'TBK',
    'ត្បូងឃ្មុំ',
    'Tbong Khmum',
    11.9145,
    105.6637,
    250,
    [1, 2],
    [
      ['សួង', 'Suong'],
      ['ត្បូងឃ្មុំ', 'Tboung Khmum'],
      ['មេមត់', 'Memot'],
      ['ពញាក្រែក', 'Ponhea Kraek'],
      ['តំបែរ', 'Dambae'],
    ],
  ),
  p(
    'PVG',
    'ព្រៃវែង',
    'Prey Veng',
    11.4868,
    105.3253,
    250,
    [1, 2],
    [
      ['ព្រៃវែង', 'Prey Veng'],
      ['ពាមរក៍', 'Peam Ro'],
      ['កំចាយមារ', 'Kamchay Mear'],
      ['ពារាំង', 'Pea Reang'],
      ['មេសាង', 'Mesang'],
    ],
  ),
  p(
    'SVR',
    'ស្វាយរៀង',
    'Svay Rieng',
    11.0879,
    105.7993,
    250,
    [1, 2],
    [
      ['ស្វាយរៀង', 'Svay Rieng'],
      ['បាវិត', 'Bavet'],
      ['ចន្ទ្រា', 'Chantrea'],
      ['ស្វាយជ្រំ', 'Svay Chrum'],
      ['រមាសហែក', 'Romeas Haek'],
    ],
  ),
  p(
    'KPT',
    'កំពត',
    'Kampot',
    10.6104,
    104.1815,
    250,
    [1, 2],
    [
      ['កំពត', 'Kampot'],
      ['ឈូក', 'Chhuk'],
      ['ទឹកឈូ', 'Tuek Chhou'],
      ['កំពង់ត្រាច', 'Kampong Trach'],
      ['បន្ទាយមាស', 'Banteay Meas'],
    ],
  ),
  p(
    'KEP',
    'កែប',
    'Kep',
    10.4829,
    104.3167,
    250,
    [1, 2],
    [
      ['កែប', 'Kep'],
      ['ដំណាក់ចង្អើរ', "Damnak Chang'aeur"],
    ],
  ),
  p(
    'SHV',
    'ព្រះសីហនុ',
    'Preah Sihanouk',
    10.6093,
    103.5296,
    250,
    [1, 2],
    [
      ['ក្រុងព្រះសីហនុ', 'Sihanoukville'],
      ['ព្រៃនប់', 'Prey Nob'],
      ['ស្ទឹងហាវ', 'Stueng Hav'],
      ['កំពង់សីលា', 'Kampong Seila'],
    ],
  ),
  p(
    'KKG',
    'កោះកុង',
    'Koh Kong',
    11.6153,
    102.9838,
    350,
    [2, 3],
    [
      ['ខេមរភូមិន្ទ', 'Khemarak Phoumin'],
      ['ស្រែអំបិល', 'Sre Ambel'],
      ['បុទុមសាគរ', 'Botum Sakor'],
      ['មណ្ឌលសីមា', 'Mondol Seima'],
    ],
  ),
  p(
    'PST',
    'ពោធិ៍សាត់',
    'Pursat',
    12.5388,
    103.9192,
    300,
    [1, 2],
    [
      ['ពោធិ៍សាត់', 'Pursat'],
      ['ក្រគរ', 'Krakor'],
      ['កណ្ដៀង', 'Kandieng'],
      ['បាកាន', 'Bakan'],
    ],
  ),
  p(
    'BTB',
    'បាត់ដំបង',
    'Battambang',
    13.0957,
    103.2022,
    300,
    [1, 2],
    [
      ['បាត់ដំបង', 'Battambang'],
      ['សង្កែ', 'Sangkae'],
      ['បាណន់', 'Banan'],
      ['មោងឫស្សី', 'Moung Ruessei'],
      ['ថ្មគោល', 'Thma Koul'],
      ['បវេល', 'Bavel'],
    ],
  ),
  p(
    'PLN',
    'ប៉ៃលិន',
    'Pailin',
    12.8489,
    102.6093,
    350,
    [2, 3],
    [
      ['ប៉ៃលិន', 'Pailin'],
      ['សាលាក្រៅ', 'Sala Krau'],
    ],
  ),
  p(
    'BMC',
    'បន្ទាយមានជ័យ',
    'Banteay Meanchey',
    13.5859,
    102.9737,
    300,
    [1, 2],
    [
      ['សិរីសោភ័ណ', 'Serei Saophoan'],
      ['ប៉ោយប៉ែត', 'Poipet'],
      ['មង្គលបុរី', 'Mongkol Borei'],
      ['ថ្មពួក', 'Thma Puok'],
      ['ព្រះនេត្រព្រះ', 'Preah Netr Preah'],
    ],
  ),
  p(
    'SRP',
    'សៀមរាប',
    'Siem Reap',
    13.3633,
    103.8564,
    300,
    [1, 2],
    [
      ['សៀមរាប', 'Siem Reap'],
      ['ពួក', 'Puok'],
      ['អង្គរធំ', 'Angkor Thom'],
      ['ក្រឡាញ់', 'Kralanh'],
      ['ប្រាសាទបាគង', 'Prasat Bakong'],
    ],
  ),
  p(
    'OMC',
    'ឧត្ដរមានជ័យ',
    'Oddar Meanchey',
    14.1818,
    103.5,
    350,
    [2, 3],
    [
      ['សំរោង', 'Samraong'],
      ['អន្លង់វែង', 'Anlong Veaeng'],
      ['បន្ទាយអំពិល', 'Banteay Ampil'],
    ],
  ),
  p(
    'KTM',
    'កំពង់ធំ',
    'Kampong Thom',
    12.7111,
    104.8887,
    250,
    [1, 2],
    [
      ['ស្ទឹងសែន', 'Stueng Saen'],
      ['បារាយណ៍', 'Baray'],
      ['សន្ទុក', 'Santuk'],
      ['កំពង់ស្វាយ', 'Kampong Svay'],
    ],
  ),
  p(
    'PVH',
    'ព្រះវិហារ',
    'Preah Vihear',
    13.8073,
    104.98,
    350,
    [2, 3],
    [
      ['ត្បែងមានជ័យ', 'Tbaeng Mean Chey'],
      ['ជាំក្សាន្ដ', 'Choam Ksant'],
      ['រវៀង', 'Rovieng'],
    ],
  ),
  p(
    'KRT',
    'ក្រចេះ',
    'Kratie',
    12.4881,
    106.0188,
    300,
    [1, 2],
    [
      ['ក្រចេះ', 'Kratie'],
      ['ឆ្លូង', 'Chhloung'],
      ['ស្នួល', 'Snuol'],
      ['សំបូរ', 'Sambour'],
    ],
  ),
  p(
    'STG',
    'ស្ទឹងត្រែង',
    'Stung Treng',
    13.5259,
    105.9683,
    350,
    [2, 3],
    [
      ['ស្ទឹងត្រែង', 'Stung Treng'],
      ['សេសាន', 'Sesan'],
      ['ថាឡាបរិវ៉ាត់', 'Thala Barivat'],
      ['សៀមប៉ាង', 'Siem Pang'],
    ],
  ),
  p(
    'RTK',
    'រតនគិរី',
    'Ratanakiri',
    13.7394,
    106.9873,
    400,
    [2, 4],
    [
      ['បានលុង', 'Banlung'],
      ['អូរជុំ', 'O Chum'],
      ['លំផាត់', 'Lumphat'],
      ['បរកែវ', 'Bokeo'],
    ],
  ),
  p(
    'MDK',
    'មណ្ឌលគិរី',
    'Mondulkiri',
    12.4558,
    107.1881,
    400,
    [2, 4],
    [
      ['សែនមនោរម្យ', 'Saen Monourom'],
      ['ពេជ្រាដា', 'Pech Chreada'],
      ['កែវសីមា', 'Kaev Seima'],
      ['អូររាំង', 'Ou Reang'],
    ],
  ),
];

const t = (kh: string, en: string, zh: string): LocalizedText => ({ kh, en, zh });

export const SEED_TRANSPORTS: {
  code: string;
  name: LocalizedText;
  baseCents: number;
  perKmCents: number;
  maxWeightKg: number;
}[] = [
  {
    code: 'remork',
    name: t('រ៉ឺម៉ក', 'Remork (tuk-tuk trailer)', '嘟嘟车'),
    baseCents: 500,
    perKmCents: 40,
    maxWeightKg: 300,
  },
  { code: 'van', name: t('ឡានវ៉ែន', 'Van', '厢式货车'), baseCents: 1500, perKmCents: 70, maxWeightKg: 1000 },
  {
    code: 'small-truck',
    name: t('ឡានដឹកទំនិញតូច', 'Small truck', '小型卡车'),
    baseCents: 3000,
    perKmCents: 100,
    maxWeightKg: 3000,
  },
  { code: 'truck', name: t('ឡានធំ', 'Truck', '大型卡车'), baseCents: 6000, perKmCents: 150, maxWeightKg: 10000 },
];

type Mode = 'land' | 'sea' | 'air';
/** Air freight charges volumetric kg (cm³ / 6000) at the kilo price: the same per cubic metre. */
const airVol = (kiloCents: number) => Math.round((kiloCents * 1_000_000) / 6000);
export interface SeedCountry {
  code: string;
  name: LocalizedText;
  serviceFeeCents: number;
  /** [mode, cents per kg, cents per cubic metre, min days, max days]; the first is the default. */
  modes: [Mode, number, number, number, number][];
  warehouses: { name: string; phone: string; address: string }[];
}

export const SEED_COUNTRIES: SeedCountry[] = [
  {
    code: 'CN',
    name: t('ចិន', 'China', '中国'),
    serviceFeeCents: 100,
    modes: [
      ['land', 150, 22000, 7, 10],
      ['sea', 90, 16000, 15, 25],
      ['air', 650, airVol(650), 2, 4],
    ],
    warehouses: [
      {
        name: 'Fardin Guangzhou',
        phone: '+86 20 8888 1688',
        address: '广州市白云区石井街道 168 号 Fardin 仓库 (Shijing, Baiyun, Guangzhou)',
      },
      {
        name: 'Fardin Yiwu',
        phone: '+86 579 8555 0168',
        address: '义乌市福田街道商城大道 88 号 (Futian, Yiwu, Zhejiang)',
      },
    ],
  },
  {
    code: 'US',
    name: t('សហរដ្ឋអាមេរិក', 'United States', '美国'),
    serviceFeeCents: 200,
    modes: [
      ['air', 900, airVol(900), 7, 12],
      ['sea', 300, 35000, 35, 45],
    ],
    warehouses: [
      { name: 'Fardin Portland', phone: '+1 503 555 0168', address: '7820 NE Airport Way, Portland, OR 97218, USA' },
    ],
  },
  {
    code: 'KR',
    name: t('កូរ៉េ', 'South Korea', '韩国'),
    serviceFeeCents: 150,
    modes: [
      ['air', 700, airVol(700), 4, 7],
      ['sea', 250, 28000, 14, 21],
    ],
    warehouses: [
      { name: 'Fardin Incheon', phone: '+82 32 555 0168', address: '인천광역시 중구 공항로 272 (Jung-gu, Incheon)' },
    ],
  },
  {
    code: 'JP',
    name: t('ជប៉ុន', 'Japan', '日本'),
    serviceFeeCents: 150,
    modes: [
      ['air', 750, airVol(750), 4, 7],
      ['sea', 250, 30000, 18, 25],
    ],
    warehouses: [
      { name: 'Fardin Osaka', phone: '+81 6 5555 0168', address: '大阪府大阪市住之江区南港北 1-3-5 (Suminoe, Osaka)' },
    ],
  },
  {
    code: 'TH',
    name: t('ថៃ', 'Thailand', '泰国'),
    serviceFeeCents: 100,
    modes: [
      ['land', 60, 12000, 3, 5],
      ['air', 400, airVol(400), 1, 3],
    ],
    warehouses: [
      { name: 'Fardin Bangkok', phone: '+66 2 555 0168', address: '99/9 Bang Na-Trat Rd, Bang Na, Bangkok 10260' },
    ],
  },
  {
    code: 'VN',
    name: t('វៀតណាម', 'Vietnam', '越南'),
    serviceFeeCents: 100,
    modes: [
      ['land', 70, 13000, 3, 5],
      ['air', 400, airVol(400), 1, 3],
    ],
    warehouses: [
      {
        name: 'Fardin Ho Chi Minh City',
        phone: '+84 28 5555 0168',
        address: '168 Nguyễn Văn Linh, Quận 7, TP. Hồ Chí Minh',
      },
    ],
  },
];
