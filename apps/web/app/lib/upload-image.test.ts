import { describe, expect, it } from 'vitest';
import { ownPath } from './upload-image';

describe('ownPath (decision 0024: the web keeps its own pictures relative)', () => {
  it('turns a URL on this origin into its path', () => {
    expect(ownPath('http://127.0.0.1:3210/uploads/a.webp', 'http://127.0.0.1:3210')).toBe('/uploads/a.webp');
    expect(ownPath('http://127.0.0.1:3210/api/demo-image/x?w=2', 'http://127.0.0.1:3210')).toBe(
      '/api/demo-image/x?w=2',
    );
  });
  it('keeps a path, another origin and a malformed text as they are', () => {
    expect(ownPath('/uploads/a.webp', 'http://localhost:3000')).toBe('/uploads/a.webp');
    expect(ownPath('http://localhost:3000/uploads/a.webp', 'http://127.0.0.1:3000')).toBe(
      'http://localhost:3000/uploads/a.webp',
    );
    expect(ownPath('https://img.alicdn.com/x.jpg', 'http://localhost:3000')).toBe('https://img.alicdn.com/x.jpg');
    expect(ownPath('http://[bad', 'http://localhost:3000')).toBe('http://[bad');
  });
});
