import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStores } from '../testing/render';
import { SafeHtml } from './SafeHtml';
import { placeholderText } from './sanitiser';

const HOSTILE =
  '<p>Weekly <b>rebate</b> &amp; more</p><img src="x" onerror="window.__pwned = 1"><script>alert(1)</script>' +
  '<a href="javascript:alert(2)">claim</a>';

describe('SafeHtml', () => {
  it('holds the place with the words only, never the markup, until the sanitiser is here', async () => {
    const { container } = renderWithStores(<SafeHtml html={HOSTILE} className="notice" />);
    const holder = container.querySelector('.notice');
    expect(holder?.getAttribute('aria-busy')).toBe('true');
    expect(holder?.querySelector('img, script, a, b')).toBeNull();
    expect(holder?.querySelector('.safe-html__placeholder')?.textContent).toBe(
      'Weekly rebate & more\nclaim',
    );
    expect(screen.getByRole('status').textContent).toBe('Loading…');

    await waitFor(() => expect(container.querySelector('.notice b')?.textContent).toBe('rebate'));
    const shown = container.querySelector('.notice');
    expect(shown?.getAttribute('aria-busy')).toBeNull();
    expect(shown?.innerHTML).not.toContain('onerror');
    expect(shown?.innerHTML).not.toContain('<script');
    expect(shown?.innerHTML).not.toContain('javascript:');
  });

  it('renders later rich text at once, cleaned, once the sanitiser has loaded', async () => {
    const first = renderWithStores(<SafeHtml html="<p>first</p>" />);
    await waitFor(() => expect(first.container.querySelector('p')?.textContent).toBe('first'));
    first.unmount();

    const { container } = renderWithStores(
      <SafeHtml html={'<p>second</p><script>alert(1)</script>'} />,
    );
    // Same render, no waiting state: nothing moves when a second notice opens.
    expect(container.querySelector('[aria-busy]')).toBeNull();
    expect(container.querySelector('p')?.textContent).toBe('second');
    expect(container.innerHTML).not.toContain('<script');
  });
});

describe('placeholderText', () => {
  it('keeps the words and line breaks of blocks and drops scripts and styles', () => {
    expect(
      placeholderText('<h2>Title</h2><ul><li>one</li><li>two<br>2b</li></ul><style>p{}</style>x'),
    ).toBe('Title\none\ntwo\n2b\n\nx');
  });
});
