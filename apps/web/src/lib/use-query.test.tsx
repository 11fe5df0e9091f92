import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { preloadKey } from './preload-key.ts';
import { useQuery } from './use-query.ts';

const withCache = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

function List({ listKey, onRender, keepPrevious }: { listKey: string; onRender: () => void; keepPrevious?: boolean }) {
  const { data, isLoading } = useQuery(listKey, async (key) => `respuesta de ${key}`, { keepPrevious });
  onRender();
  return <p>{isLoading ? `cargando ${data ?? ''}` : data}</p>;
}

describe('useQuery', () => {
  it('draws an answer preloaded before the screen once: not loading, and not again when the mount revalidates', async () => {
    // The default cache: preloadKey (like the screens' preloads) writes to SWR's global one.
    const key = `/lista-precargada-${Math.random()}`;
    await preloadKey(key, async () => `respuesta de ${key}`);
    const onRender = vi.fn();
    render(<List listKey={key} onRender={onRender} />);
    expect(screen.getByText(`respuesta de ${key}`)).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(onRender).toHaveBeenCalledTimes(1);
  });

  it('is loading while its key has no answer, then shows it', async () => {
    render(<List listKey="/lista" onRender={() => {}} />, { wrapper: withCache });
    expect(screen.getByText('cargando')).toBeTruthy();
    expect(await screen.findByText('respuesta de /lista')).toBeTruthy();
  });

  it('keeps the last answer shown while a new key loads, when asked to', async () => {
    const { rerender } = render(<List listKey="/pagina-1" onRender={() => {}} keepPrevious />, { wrapper: withCache });
    await screen.findByText('respuesta de /pagina-1');
    rerender(<List listKey="/pagina-2" onRender={() => {}} keepPrevious />);
    expect(screen.getByText('cargando respuesta de /pagina-1')).toBeTruthy();
    expect(await screen.findByText('respuesta de /pagina-2')).toBeTruthy();
  });

  it('is loading again while an answer that failed is asked for once more', async () => {
    let fail = true;
    function Retried() {
      const { error, isLoading, retry } = useQuery('/falla', async () => {
        if (fail) throw new Error('sin red');
        return 'listo';
      });
      return (
        <button type="button" onClick={retry}>
          {isLoading ? 'cargando' : error ? 'error' : 'listo'}
        </button>
      );
    }
    render(<Retried />, { wrapper: withCache });
    const button = await screen.findByRole('button', { name: 'error' });
    fail = false;
    act(() => button.click());
    expect(await screen.findByRole('button', { name: 'cargando' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'listo' })).toBeTruthy();
  });
});
