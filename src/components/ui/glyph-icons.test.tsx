import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as icons from './glyph-icons';

describe('glyph icons', () => {
  it.each(Object.entries(icons))('%s is a drawn, decorative 24×24 mark', (_, Icon) => {
    const { container } = render(<Icon />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg.querySelector('path')?.getAttribute('d')).toBeTruthy();
    expect(container.textContent).toBe('');
  });

  it('is announced by its label when it carries meaning on its own', () => {
    const { getByRole } = render(<icons.CheckIcon label="Correct" />);
    expect(getByRole('img', { name: 'Correct' })).toBeInTheDocument();
  });
});
