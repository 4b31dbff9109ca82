import { describe, expect, it } from 'vitest';
import { missingInRecords, missingPaths, trackedFiles } from './decision-paths';

const FILES = ['apps/server/src/modules/checkout/service.ts', 'apps/web/app/lib/frame-state.tsx'];

describe('decision records name files that exist', () => {
  it('finds a moved file by its full path, a partial path or its bare name', () => {
    const text = [
      'The lock lives in `apps/server/src/modules/checkout/place-order.ts`.',
      'Then `modules/products/stock.ts` and `old-queries.ts` and the folder `features/frame/`.',
    ].join('\n');
    expect(missingPaths(text, FILES)).toEqual([
      { name: 'apps/server/src/modules/checkout/place-order.ts', line: 1 },
      { name: 'modules/products/stock.ts', line: 2 },
      { name: 'old-queries.ts', line: 2 },
      { name: 'features/frame/', line: 2 },
    ]);
  });

  it('accepts paths that exist, history marked gone, URLs, build output and code', () => {
    const text = [
      '`apps/server/src/modules/checkout/service.ts`, `checkout/service.ts`, `service.ts`, `lib/`,',
      '`features/frame/frame-state.tsx` (gone: now `lib/frame-state.tsx`), `server-text.ts` is gone,',
      '`/api/docs/swagger-ui.css`, `apps/server/dist/main.js`, `a.b`, `x = 1`, `-commerce.ts`.',
    ].join('\n');
    expect(missingPaths(text, FILES)).toEqual([]);
  });

  it('every record names only paths of this repository', () => {
    expect(missingInRecords('.', trackedFiles('.'))).toEqual([]);
  });
});
