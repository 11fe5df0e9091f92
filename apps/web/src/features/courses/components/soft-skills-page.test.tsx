import { screen, within } from '@testing-library/react';
import type { CurrentUser } from '@tlp/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { COURSE_DISCOUNT, COURSES } from '../courses.ts';
import { formatPriceMxn } from '../format-price.ts';
import { SoftSkillsPage } from './soft-skills-page.tsx';
import { testStudent } from '@/test/users.ts';

const student = testStudent();

function renderAs(user: CurrentUser) {
  session.setUser(user);
  // Thumbnails fail offline: the page must not mind.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
  return renderWithProviders(<SoftSkillsPage />);
}

describe('SoftSkillsPage', () => {
  beforeEach(() => session.setUser(null));
  afterEach(() => {
    vi.unstubAllGlobals();
    session.setUser(null);
  });

  it('shows the student heading to students', () => {
    renderAs(student);
    expect(screen.getByRole('heading', { level: 1, name: 'Habilidades blandas' })).toBeTruthy();
    expect(screen.getByText('Power Labor Skill Certification')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Prepárate para ser universitario' })).toBeTruthy();
  });

  it.each([['orienter'], ['admin']] as const)('does not show it to an %s, who still sees the courses', (type) => {
    renderAs({ ...student, type });
    expect(screen.queryByText('Prepárate para ser universitario')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('shows the three courses with units, price, duration, discount and checkout link', () => {
    renderAs(student);
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Resolución de problemas',
      'Liderazgo',
      'Pensamiento crítico',
    ]);
    for (const [index, card] of cards.entries()) {
      const course = COURSES[index]!;
      const inCard = within(card);
      expect(inCard.getByRole('heading', { name: 'Contenido del curso' })).toBeTruthy();
      expect(inCard.getAllByRole('listitem').map((li) => li.textContent)).toEqual([...course.units]);
      expect(inCard.getByText('$296 MXN')).toBeTruthy();
      expect(inCard.getByText('Único pago')).toBeTruthy();
      expect(inCard.getByText('30 hrs')).toBeTruthy();
      expect(inCard.getByText('ritmo propio')).toBeTruthy();
      expect(inCard.getByText(COURSE_DISCOUNT.code)).toBeTruthy();
      expect(inCard.getByText(/Obtén 30% de descuento/)).toBeTruthy();
      expect(inCard.getByRole('button', { name: `Reproducir video: Curso de ${course.title}` })).toBeTruthy();
      const buy = inCard.getByRole('link', { name: /^Adquirir Habilidad/ });
      expect(buy.getAttribute('href')).toBe(course.certificationLink);
      expect(buy.getAttribute('target')).toBe('_blank');
      expect(buy.getAttribute('rel')).toContain('noopener');
    }
    expect(screen.getByText(/solo es válido al comprar a través del enlace/)).toBeTruthy();
  });

  it('formats prices the Mexican way', () => {
    expect(formatPriceMxn(296)).toBe('$296 MXN');
    expect(formatPriceMxn(1299.5)).toBe('$1,299.50 MXN');
  });
});
