import { baseItemOf } from '@fardin/core/demo-catalogue';

const HUES: Record<string, number> = {
  women: 330,
  'shoes-bags': 25,
  men: 215,
  electric: 265,
  automotive: 0,
  kids: 45,
  sports: 140,
  home: 175,
};

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * DEMO DATA: the picture of a demo product, generated (no committed image files). `file` is
 * `{category}-{index}-{view}.svg`; each view shifts the colours so the gallery has three pictures.
 * No product name in the art (issue 15): the page shows the title in its own language beside it.
 */
export function demoImageSvg(file: string): string | null {
  const match = /^(.+)\.svg$/.exec(file);
  const found = match?.[1] ? baseItemOf(match[1]) : null;
  if (!found) return null;
  const hue = ((HUES[found.category] ?? 200) + found.index * 9 + found.view * 40) % 360;
  const shape =
    found.view === 1
      ? `<rect x="120" y="80" width="160" height="160" rx="28" fill="hsl(${hue} 70% 85%)"/>`
      : found.view === 2
        ? `<polygon points="200,70 290,230 110,230" fill="hsl(${hue} 70% 85%)"/>`
        : `<circle cx="200" cy="160" r="90" fill="hsl(${hue} 70% 85%)"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escape(found.item.en)} (demo)">` +
    `<rect width="400" height="400" fill="hsl(${hue} 55% 42%)"/>${shape}` +
    `<rect x="12" y="12" width="74" height="28" rx="14" fill="#000" fill-opacity=".45"/>` +
    `<text x="49" y="31" font-size="14" font-weight="700" text-anchor="middle" fill="#fff">DEMO</text></svg>`
  );
}
