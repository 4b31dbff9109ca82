/**
 * A small bundled gazetteer of Cambodia: the 25 provinces (Phnom Penh included) at their
 * provincial towns, and the 14 khans of Phnom Penh at their centres. Coordinates are approximate
 * (about a kilometre), enough to name where a pin is.
 */
export interface Place {
  en: string;
  kh: string;
  lat: number;
  lng: number;
}

export const PROVINCES: Place[] = [
  { en: 'Phnom Penh', kh: 'រាជធានីភ្នំពេញ', lat: 11.5564, lng: 104.9282 },
  { en: 'Banteay Meanchey', kh: 'ខេត្តបន្ទាយមានជ័យ', lat: 13.5859, lng: 102.9737 },
  { en: 'Battambang', kh: 'ខេត្តបាត់ដំបង', lat: 13.0957, lng: 103.2022 },
  { en: 'Kampong Cham', kh: 'ខេត្តកំពង់ចាម', lat: 11.9934, lng: 105.4635 },
  { en: 'Kampong Chhnang', kh: 'ខេត្តកំពង់ឆ្នាំង', lat: 12.2505, lng: 104.6666 },
  { en: 'Kampong Speu', kh: 'ខេត្តកំពង់ស្ពឺ', lat: 11.4533, lng: 104.5206 },
  { en: 'Kampong Thom', kh: 'ខេត្តកំពង់ធំ', lat: 12.7111, lng: 104.8887 },
  { en: 'Kampot', kh: 'ខេត្តកំពត', lat: 10.5942, lng: 104.164 },
  { en: 'Kandal', kh: 'ខេត្តកណ្ដាល', lat: 11.4833, lng: 104.95 },
  { en: 'Kep', kh: 'ខេត្តកែប', lat: 10.4829, lng: 104.3167 },
  { en: 'Koh Kong', kh: 'ខេត្តកោះកុង', lat: 11.6153, lng: 102.9838 },
  { en: 'Kratie', kh: 'ខេត្តក្រចេះ', lat: 12.4881, lng: 106.0188 },
  { en: 'Mondulkiri', kh: 'ខេត្តមណ្ឌលគិរី', lat: 12.4558, lng: 107.1881 },
  { en: 'Oddar Meanchey', kh: 'ខេត្តឧត្តរមានជ័យ', lat: 14.1818, lng: 103.5176 },
  { en: 'Pailin', kh: 'ខេត្តប៉ៃលិន', lat: 12.8489, lng: 102.6093 },
  { en: 'Preah Sihanouk', kh: 'ខេត្តព្រះសីហនុ', lat: 10.6272, lng: 103.5222 },
  { en: 'Preah Vihear', kh: 'ខេត្តព្រះវិហារ', lat: 13.8073, lng: 104.9804 },
  { en: 'Pursat', kh: 'ខេត្តពោធិ៍សាត់', lat: 12.5388, lng: 103.9192 },
  { en: 'Prey Veng', kh: 'ខេត្តព្រៃវែង', lat: 11.4868, lng: 105.3253 },
  { en: 'Ratanakiri', kh: 'ខេត្តរតនគិរី', lat: 13.7394, lng: 106.9873 },
  { en: 'Siem Reap', kh: 'ខេត្តសៀមរាប', lat: 13.3633, lng: 103.8564 },
  { en: 'Stung Treng', kh: 'ខេត្តស្ទឹងត្រែង', lat: 13.5259, lng: 105.9683 },
  { en: 'Svay Rieng', kh: 'ខេត្តស្វាយរៀង', lat: 11.0879, lng: 105.7993 },
  { en: 'Takeo', kh: 'ខេត្តតាកែវ', lat: 10.9908, lng: 104.785 },
  { en: 'Tbong Khmum', kh: 'ខេត្តត្បូងឃ្មុំ', lat: 11.917, lng: 105.65 },
];

export const PHNOM_PENH_KHANS: Place[] = [
  { en: 'Chamkar Mon', kh: 'ខណ្ឌចំការមន', lat: 11.541, lng: 104.921 },
  { en: 'Daun Penh', kh: 'ខណ្ឌដូនពេញ', lat: 11.57, lng: 104.923 },
  { en: 'Prampir Meakkakra', kh: 'ខណ្ឌ៧មករា', lat: 11.565, lng: 104.91 },
  { en: 'Tuol Kouk', kh: 'ខណ្ឌទួលគោក', lat: 11.582, lng: 104.898 },
  { en: 'Boeng Keng Kang', kh: 'ខណ្ឌបឹងកេងកង', lat: 11.553, lng: 104.92 },
  { en: 'Dangkao', kh: 'ខណ្ឌដង្កោ', lat: 11.485, lng: 104.87 },
  { en: 'Mean Chey', kh: 'ខណ្ឌមានជ័យ', lat: 11.52, lng: 104.93 },
  { en: 'Chbar Ampov', kh: 'ខណ្ឌច្បារអំពៅ', lat: 11.53, lng: 104.965 },
  { en: 'Russey Keo', kh: 'ខណ្ឌឫស្សីកែវ', lat: 11.62, lng: 104.9 },
  { en: 'Sen Sok', kh: 'ខណ្ឌសែនសុខ', lat: 11.595, lng: 104.85 },
  { en: 'Pou Senchey', kh: 'ខណ្ឌពោធិ៍សែនជ័យ', lat: 11.53, lng: 104.8 },
  { en: 'Chroy Changvar', kh: 'ខណ្ឌជ្រោយចង្វារ', lat: 11.605, lng: 104.94 },
  { en: 'Prek Pnov', kh: 'ខណ្ឌព្រែកព្នៅ', lat: 11.67, lng: 104.86 },
  { en: 'Kamboul', kh: 'ខណ្ឌកំបូល', lat: 11.52, lng: 104.73 },
];

/** Great-circle distance in kilometres. */
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

export function nearest(places: Place[], point: { lat: number; lng: number }): { place: Place; km: number } {
  let best = { place: places[0]!, km: Number.POSITIVE_INFINITY };
  for (const place of places) {
    const km = distanceKm(place, point);
    if (km < best.km) best = { place, km };
  }
  return best;
}
