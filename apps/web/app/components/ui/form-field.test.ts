import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describedBy, Field, type FieldLook } from './form-field';

/**
 * The one form-field kit keeps the three looks it replaced, and their ids: the E2E journeys and
 * screen readers find an error by `<id>-error` (page) or `<id>-msg` (account card), and a control's
 * `aria-describedby` must name the line that is really there.
 */
const render = (look: 'page' | 'card', props: { hint?: string; error?: string }) =>
  renderToStaticMarkup(
    createElement(Field, {
      look,
      id: 'phone',
      label: 'Phone',
      ...props,
      children: createElement('input', {
        id: 'phone',
        'aria-describedby': describedBy('phone', props.error, props.hint, look),
      }),
    }),
  );

const ids = (html: string) => [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);

describe('Field', () => {
  it('page look: the label names the control, a hint line, or (instead) an error line that is an alert', () => {
    const hinted = render('page', { hint: 'Like 012 345 678' });
    expect(hinted).toContain('<label for="phone" class="block text-sm font-medium text-gray-800">Phone</label>');
    expect(hinted).toContain('<p id="phone-hint" class="mt-1 text-xs text-gray-500">Like 012 345 678</p>');
    expect(hinted).toContain('aria-describedby="phone-hint"');
    const refused = render('page', { hint: 'Like 012 345 678', error: 'Enter a phone number' });
    expect(refused).toContain(
      '<p id="phone-error" class="mt-1 text-sm text-error" role="alert">Enter a phone number</p>',
    );
    expect(refused).not.toContain('Like 012 345 678');
    expect(refused).toContain('aria-describedby="phone-error"');
  });

  it('card look: bold label, one message line `<id>-msg` for the hint or the error, no alert role', () => {
    const hinted = render('card', { hint: 'At least 8 characters' });
    expect(hinted).toMatch(
      /^<div class="mb-4"><label for="phone" class="mb-1 block text-sm font-semibold text-gray-800">/,
    );
    expect(hinted).toContain('<p id="phone-msg" class="mt-1 text-xs text-gray-500">At least 8 characters</p>');
    const refused = render('card', { hint: 'At least 8 characters', error: 'Too easy to guess' });
    expect(refused).toContain('<p id="phone-msg" class="mt-1 text-xs text-error">Too easy to guess</p>');
    expect(refused).toContain('aria-describedby="phone-msg"');
    expect(refused).not.toContain('role="alert"');
  });

  it('without hint or error there is no message line and nothing is described by', () => {
    for (const look of ['page', 'card'] as const) {
      const html = render(look, {});
      expect(ids(html)).toEqual(['phone']);
      expect(html).not.toContain('aria-describedby');
    }
  });

  it('compact look (back office): the label wraps its control, no id needed', () => {
    const html = renderToStaticMarkup(
      createElement(Field, { look: 'compact', label: 'Title', children: createElement('input', { name: 'title' }) }),
    );
    expect(html).toBe(
      '<label class="block text-sm"><span class="mb-1 block text-gray-700">Title</span><input name="title"/></label>',
    );
  });
});

describe('describedBy', () => {
  it('names the line each look renders, the error before the hint', () => {
    const cases: Array<[FieldLook, string | undefined, string | undefined, string | undefined]> = [
      ['page', 'bad', 'hint', 'f-error'],
      ['page', undefined, 'hint', 'f-hint'],
      ['page', undefined, undefined, undefined],
      ['card', 'bad', undefined, 'f-msg'],
      ['card', undefined, 'hint', 'f-msg'],
      ['card', undefined, undefined, undefined],
    ];
    for (const [look, error, hint, expected] of cases) expect(describedBy('f', error, hint, look)).toBe(expected);
  });
});
