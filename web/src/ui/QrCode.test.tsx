import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode, qrPath } from './QrCode';

describe('QrCode', () => {
  it('draws a different code for a different value, with a quiet border', () => {
    const a = qrPath('https://example.test/r/ABC123');
    const b = qrPath('https://example.test/r/XYZ789');
    expect(a.path).not.toBe(b.path);
    // Version 2 or 3 for a URL this long: 25 or 29 modules, plus 4 of border on each side.
    expect([33, 37]).toContain(a.side);
    expect(a.path).not.toMatch(/M[0-3] /);
  });

  it('is an image named for screen readers', () => {
    render(<QrCode value="https://example.test/r/ABC123" label="QR code of your invite link" />);
    expect(screen.getByRole('img', { name: 'QR code of your invite link' })).toBeTruthy();
  });
});
