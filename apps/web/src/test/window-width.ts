import { vi } from 'vitest';

/**
 * A window of that width: MUI's media queries ('(min-width:900px)', '(max-width:599.95px)') read
 * it through matchMedia. Undone by `vi.unstubAllGlobals()`.
 */
export function stubWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = max ? width <= Number(max[1]) : min ? width >= Number(min[1]) : false;
    return {
      matches,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    };
  });
}
