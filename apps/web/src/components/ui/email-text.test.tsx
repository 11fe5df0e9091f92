import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { EmailText } from './email-text.tsx';

describe('EmailText', () => {
  it('breaks a long e-mail before its dots and the @ first, and anywhere as a last resort', () => {
    const email = 'maria.fernanda.gonzalez@preparatoriademo.edu.mx';
    renderWithProviders(<EmailText email={email} />);
    const text = screen.getByText(email);
    expect(text.textContent).toBe(email);
    expect(text.innerHTML).toBe('maria<wbr>.fernanda<wbr>.gonzalez<wbr>@preparatoriademo<wbr>.edu<wbr>.mx');
    expect(getComputedStyle(text).overflowWrap).toBe('anywhere');
  });
});
