import { describe, expect, it } from 'vitest';
import { PHNOM_PENH_KHANS, PROVINCES } from './gazetteer';
import { createGazetteerGeocoder, createPeliasGeocoder } from './reverse-geocoder';

describe('gazetteer geocoder', () => {
  const geocoder = createGazetteerGeocoder();
  it('has the 25 provinces and the 14 khans', () => {
    expect(PROVINCES).toHaveLength(25);
    expect(PHNOM_PENH_KHANS).toHaveLength(14);
  });
  it('names Phnom Penh points by khan, in English and Khmer', async () => {
    expect(await geocoder.reverse(11.5449, 104.9214, 'en')).toBe('Khan Chamkar Mon, Phnom Penh');
    expect(await geocoder.reverse(11.5449, 104.9214, 'kh')).toBe('ខណ្ឌចំការមន រាជធានីភ្នំពេញ');
  });
  it('names provinces and nothing far away', async () => {
    expect(await geocoder.reverse(13.36, 103.86, 'en')).toBe('Siem Reap, Cambodia');
    expect(await geocoder.reverse(48.85, 2.35, 'en')).toBeNull();
  });
});

describe('pelias geocoder', () => {
  it('reads the first label and survives failures', async () => {
    const ok = createPeliasGeocoder('http://pelias.test', async () =>
      Response.json({ features: [{ properties: { label: 'Wat Phnom' } }] }),
    );
    expect(await ok.reverse(11.57, 104.92, 'en')).toBe('Wat Phnom');
    const down = createPeliasGeocoder('http://pelias.test', async () => {
      throw new Error('offline');
    });
    expect(await down.reverse(11.57, 104.92, 'en')).toBeNull();
  });
});
