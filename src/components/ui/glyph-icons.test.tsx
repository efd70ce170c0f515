import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as icons from './glyph-icons';

describe('glyph icons', () => {
  it.each(Object.entries(icons))('%s is a drawn, decorative 24×24 mark', (_, Icon) => {
    render(<Icon />);
    // eslint-disable-next-line testing-library/no-node-access -- a decorative glyph is an aria-hidden SVG: no role or name to query it by
    const svg = document.querySelector('svg')!;
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    // eslint-disable-next-line testing-library/no-node-access -- the SVG's drawn path has no role either
    expect(svg.querySelector('path')?.getAttribute('d')).toBeTruthy();
    expect(document.body).toHaveTextContent('');
  });

  it('is announced by its label when it carries meaning on its own', () => {
    render(<icons.CheckIcon label="Correct" />);
    expect(screen.getByRole('img', { name: 'Correct' })).toBeInTheDocument();
  });
});
