import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAP_TEXT } from './messages';
import {
  extractCoordinatesFromMapsUrl,
  isGoogleMapsUrl,
  isShortMapsLink,
  parseCoordinateInput,
} from './map-coordinates';

describe('parseCoordinateInput', () => {
  it('accepts latitude,longitude text', () => {
    expect(parseCoordinateInput('11.5564,104.9282')).toEqual({ ok: true, lat: 11.5564, lng: 104.9282 });
    expect(parseCoordinateInput('  -33.8688 , 151.2093 ')).toEqual({ ok: true, lat: -33.8688, lng: 151.2093 });
    expect(parseCoordinateInput('90,-180')).toEqual({ ok: true, lat: 90, lng: -180 });
    expect(parseCoordinateInput('+1.5,.5')).toEqual({ ok: true, lat: 1.5, lng: 0.5 });
    expect(parseCoordinateInput('-0,0')).toEqual({ ok: true, lat: 0, lng: 0 });
  });
  it('gives the spec messages', () => {
    const error = (input: string) => {
      const result = parseCoordinateInput(input);
      return result.ok === false ? result.error : null;
    };
    expect(error('')).toBe(MAP_TEXT.enterValid);
    expect(error('   ')).toBe(MAP_TEXT.enterValid);
    expect(error('11.5564')).toBe(MAP_TEXT.badFormat);
    expect(error('11.5 104.9')).toBe(MAP_TEXT.badFormat);
    expect(error('1,2,3')).toBe(MAP_TEXT.badFormat);
    expect(error('abc,def')).toBe(MAP_TEXT.notNumbers);
    expect(error('11.5,')).toBe(MAP_TEXT.notNumbers);
    expect(error('11.5,104.9x')).toBe(MAP_TEXT.notNumbers);
    expect(error('Infinity,1')).toBe(MAP_TEXT.notNumbers);
    expect(error('0x10,1')).toBe(MAP_TEXT.notNumbers);
    expect(error('90.0001,0')).toBe(MAP_TEXT.badLatitude);
    expect(error('-91,0')).toBe(MAP_TEXT.badLatitude);
    expect(error('91,500')).toBe(MAP_TEXT.badLatitude);
    expect(error('0,180.5')).toBe(MAP_TEXT.badLongitude);
    expect(error('0,-181')).toBe(MAP_TEXT.badLongitude);
    expect(error('www.google.com/maps/@1,2,3z')).toBe(MAP_TEXT.needHttp);
    expect(error('maps.app.goo.gl/abc')).toBe(MAP_TEXT.needHttp);
    expect(error('Google maps please')).toBe(MAP_TEXT.needHttp);
    expect(error('https://example.com/maps')).toBe(MAP_TEXT.notGoogle);
    expect(error('https://www.google.com/search?q=phnom+penh')).toBe(MAP_TEXT.notGoogle);
    expect(error('https://google.com@evil.example/maps')).toBe(MAP_TEXT.notGoogle);
    expect(error('https://maps.google.com.evil.example/x')).toBe(MAP_TEXT.notGoogle);
    expect(error('https://goo.gl/xyz')).toBe(MAP_TEXT.notGoogle);
    expect(error('http://')).toBe(MAP_TEXT.notGoogle);
  });
  it('hands Google Maps URLs back as urls', () => {
    for (const url of [
      'https://www.google.com/maps/@11.5564,104.9282,15z',
      'http://google.com.kh/maps?q=1,2',
      'https://www.google.co.uk/maps/place/London',
      'https://maps.google.com/?ll=1,2',
      'https://maps.app.goo.gl/AbCdEf123',
      'https://goo.gl/maps/AbCdEf123',
      'HTTPS://WWW.GOOGLE.COM/maps',
    ]) {
      expect(parseCoordinateInput(`  ${url} `), url).toEqual({ ok: 'url', url });
    }
  });
  it('never throws and always answers one of the spec messages', () => {
    const messages = new Set<string>(Object.values(MAP_TEXT));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.tuple(fc.double(), fc.double()).map(([a, b]) => `${a},${b}`),
        ),
        (input) => {
          const result = parseCoordinateInput(input);
          if (result.ok === false) expect(messages.has(result.error)).toBe(true);
          if (result.ok === true) {
            expect(Math.abs(result.lat)).toBeLessThanOrEqual(90);
            expect(Math.abs(result.lng)).toBeLessThanOrEqual(180);
          }
        },
      ),
    );
  });
  it('accepts any valid pair typed as text', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (lat, lng) => {
          const result = parseCoordinateInput(`${lat.toFixed(7)}, ${lng.toFixed(7)}`);
          expect(result.ok).toBe(true);
          if (result.ok === true) {
            expect(Math.abs(result.lat - lat)).toBeLessThan(1e-6);
            expect(Math.abs(result.lng - lng)).toBeLessThan(1e-6);
          }
        },
      ),
    );
  });
});

describe('isShortMapsLink / isGoogleMapsUrl', () => {
  it('spots short links', () => {
    expect(isShortMapsLink('https://maps.app.goo.gl/xyz123')).toBe(true);
    expect(isShortMapsLink('https://goo.gl/maps/xyz123')).toBe(true);
    expect(isShortMapsLink('maps.app.goo.gl/xyz123')).toBe(true);
    expect(isShortMapsLink('https://maps.app.goo.gl/')).toBe(false);
    expect(isShortMapsLink('https://goo.gl/xyz123')).toBe(false);
    expect(isShortMapsLink('https://www.google.com/maps/@1,2,3z')).toBe(false);
    expect(isShortMapsLink('ftp://maps.app.goo.gl/xyz')).toBe(false);
    expect(isShortMapsLink('not a url at all')).toBe(false);
  });
  it('spots Google Maps hosts', () => {
    expect(isGoogleMapsUrl('https://www.google.de/maps/place/Berlin')).toBe(true);
    expect(isGoogleMapsUrl('https://www.google.com/mapsfoo')).toBe(false);
    expect(isGoogleMapsUrl('https://evilgoogle.com/maps')).toBe(false);
  });
});

describe('extractCoordinatesFromMapsUrl fixed examples', () => {
  const cases: [string, { lat: number; lng: number } | null][] = [
    ['https://www.google.com/maps/@11.5564,104.9282,15z', { lat: 11.5564, lng: 104.9282 }],
    ['https://www.google.com/maps/@-33.8688197,151.2092955,17.25z?entry=ttu', { lat: -33.8688197, lng: 151.2092955 }],
    [
      'https://www.google.com/maps/place/Royal+Palace/@11.5640,104.9300,17z/data=!3m1!4b1!4m6!3m5!1s0x3109513dc76a6be3:0x9c1b1ce6c6e2d0c5!8m2!3d11.5637!4d104.9311!16s%2Fg%2F11',
      { lat: 11.5637, lng: 104.9311 },
    ],
    ['https://maps.google.com/?q=11.55,104.92', { lat: 11.55, lng: 104.92 }],
    ['https://maps.google.com/maps?q=loc:11.55+104.92', { lat: 11.55, lng: 104.92 }],
    [
      'https://www.google.com/maps/search/?api=1&query=47.5951518%2C-122.3316393',
      { lat: 47.5951518, lng: -122.3316393 },
    ],
    ['https://www.google.com/maps/search/11.5564,+104.9282?entry=ttu', { lat: 11.5564, lng: 104.9282 }],
    ['https://www.google.com/maps/search/11.5564,+-104.9282/@11,104,3z', { lat: 11.5564, lng: -104.9282 }],
    ['https://www.google.com/maps/place/11.5564,104.9282/@11.5,104.9,15z', { lat: 11.5564, lng: 104.9282 }],
    ['https://maps.google.com/?ll=11.5564,104.9282&z=14', { lat: 11.5564, lng: 104.9282 }],
    ['https://www.google.com/maps/dir/?api=1&destination=11.5564%2C104.9282', { lat: 11.5564, lng: 104.9282 }],
    ['https://maps.google.com/maps?saddr=Current+Location&daddr=11.5564,104.9282', { lat: 11.5564, lng: 104.9282 }],
    ['https://www.google.com/maps/dir/11.5,104.9/11.6,105.0/@11.55,104.95,12z', { lat: 11.6, lng: 105.0 }],
    [
      "https://www.google.com/maps/place/11%C2%B033'23.0%22N+104%C2%B055'41.5%22E/@11.5,104.9,17z",
      { lat: 11 + 33 / 60 + 23 / 3600, lng: 104 + 55 / 60 + 41.5 / 3600 },
    ],
    ['https%3A%2F%2Fwww.google.com%2Fmaps%2F%4011.5564%2C104.9282%2C15z', { lat: 11.5564, lng: 104.9282 }],
    ['www.google.com/maps?q=11.5564%2C104.9282', { lat: 11.5564, lng: 104.9282 }],
    ['https://www.google.com/maps/place/Phnom+Penh', null],
    ['https://maps.app.goo.gl/AbCdEf123', null],
    ['https://www.google.com/maps/@95.1,104.9,15z', null],
    ['https://www.google.com/maps/@11.5,204.9,15z', null],
    ['', null],
    ['garbage', null],
  ];
  it.each(cases)('%s', (url, expected) => {
    const found = extractCoordinatesFromMapsUrl(url);
    if (expected === null) {
      expect(found).toBeNull();
    } else {
      expect(found).not.toBeNull();
      expect(found?.lat).toBeCloseTo(expected.lat, 9);
      expect(found?.lng).toBeCloseTo(expected.lng, 9);
    }
  });
  it('skips an out-of-range pin and falls back to the viewport', () => {
    expect(extractCoordinatesFromMapsUrl('https://www.google.com/maps/@1,2,3z/data=!3d100!4d1')).toEqual({
      lat: 1,
      lng: 2,
    });
  });
});

describe('extractCoordinatesFromMapsUrl properties', () => {
  const lat = fc.double({ min: -90, max: 90, noNaN: true });
  const lng = fc.double({ min: -180, max: 180, noNaN: true });
  const decimals = fc.integer({ min: 6, max: 8 });
  const forms: ((la: string, ln: string, vla: string, vln: string) => string)[] = [
    (la, ln) => `https://www.google.com/maps/@${la},${ln},15z`,
    (la, ln) => `https://www.google.com/maps/@${la},${ln},3a,75y,90t/data=!3m6!1e1`,
    (la, ln) => `https://www.google.com/maps?q=${la},${ln}`,
    (la, ln) => `https://maps.google.com/maps?q=${la}%2C${ln}&z=16`,
    (la, ln) => `https://www.google.com/maps/search/?api=1&query=${la}%2C${ln}`,
    (la, ln) => `https://maps.google.com/?ll=${la},${ln}&spn=0.1,0.1`,
    (la, ln, vla, vln) =>
      `https://www.google.com/maps/place/Some+Place/@${vla},${vln},17z/data=!3m1!4b1!4m6!3m5!1s0x31:0x9c!8m2!3d${la}!4d${ln}!16s%2Fg%2F11`,
    (la, ln, vla, vln) => `https://www.google.com/maps/place/${la},${ln}/@${vla},${vln},17z`,
    (la, ln) => `https://www.google.com/maps/search/${la},+${ln}?entry=ttu`,
    (la, ln) => `https://www.google.com/maps/dir/?api=1&destination=${la}%2C${ln}`,
    (la, ln) => `https://maps.google.com/maps?saddr=Home&daddr=${la},${ln}`,
    (la, ln, vla, vln) => `https://www.google.com/maps/dir/${vla},${vln}/${la},${ln}/@${vla},${vln},12z`,
    (la, ln) => encodeURIComponent(`https://www.google.com/maps/@${la},${ln},15z`),
  ];

  it('extracts any valid pair back from every URL form', () => {
    fc.assert(
      fc.property(
        lat,
        lng,
        lat,
        lng,
        decimals,
        fc.integer({ min: 0, max: forms.length - 1 }),
        (la, ln, vla, vln, d, formIndex) => {
          const form = forms[formIndex];
          if (!form) throw new Error('no form');
          const url = form(la.toFixed(d), ln.toFixed(d), vla.toFixed(4), vln.toFixed(4));
          const found = extractCoordinatesFromMapsUrl(url);
          expect(found, url).not.toBeNull();
          expect(Math.abs((found?.lat ?? Infinity) - la), url).toBeLessThan(1e-6);
          expect(Math.abs((found?.lng ?? Infinity) - ln), url).toBeLessThan(1e-6);
          if (formIndex < 12) expect(parseCoordinateInput(url)).toEqual({ ok: 'url', url });
        },
      ),
      { numRuns: 500 },
    );
  });
  it('never throws on random strings', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          fc.webUrl({ withQueryParameters: true, withFragments: true }),
        ),
        (text) => {
          const found = extractCoordinatesFromMapsUrl(text);
          if (found) {
            expect(Math.abs(found.lat)).toBeLessThanOrEqual(90);
            expect(Math.abs(found.lng)).toBeLessThanOrEqual(180);
          }
          isShortMapsLink(text);
          isGoogleMapsUrl(text);
        },
      ),
    );
  });
});
