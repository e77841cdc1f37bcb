import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SizedImage } from './SizedImage';

describe('SizedImage', () => {
  it('reserves its box and asks for the first visible banner early and at high priority', () => {
    render(
      <SizedImage src="/banner.webp" alt="Welcome bonus" width={1200} height={450} priority />,
    );
    const img = screen.getByRole('img', { name: 'Welcome bonus' });
    expect(img.getAttribute('width')).toBe('1200');
    expect(img.getAttribute('height')).toBe('450');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('loads other images lazily at the default priority', () => {
    render(<SizedImage src="/card.webp" alt="Slot" width={200} height={200} />);
    const img = screen.getByRole('img', { name: 'Slot' });
    expect(img.getAttribute('loading')).toBe('lazy');
    // No attribute: the browser's default priority.
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });
});
