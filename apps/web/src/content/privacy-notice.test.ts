import { describe, expect, it } from 'vitest';
import { privacySections } from './privacy-notice.ts';

const allText = privacySections
  .flatMap((section) => [...(section.paragraphs ?? []), ...(section.items ?? []), ...(section.closing ?? [])])
  .join('\n');

describe('privacy notice', () => {
  it('says who funds the school reward, what it rewards, and that no admission counts', () => {
    expect(allText).toContain('La recompensa la da Toca la Puerta, no una universidad');
    expect(allText).toContain('reconoce la labor de orientación de la escuela');
    expect(allText).toContain('nunca depende de que algún estudiante sea admitido');
  });
});
