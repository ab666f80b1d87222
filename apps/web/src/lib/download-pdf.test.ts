import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './download-pdf';

describe('fileNameFrom (Content-Disposition)', () => {
  it('prefers the UTF-8 name', () => {
    expect(fileNameFrom(`attachment; filename="loi.pdf"; filename*=UTF-8''loi%20n%C2%B0%2012.pdf`)).toBe(
      'loi n° 12.pdf',
    );
  });
  it('falls back to the plain name, or null', () => {
    expect(fileNameFrom('attachment; filename="decret.pdf"')).toBe('decret.pdf');
    expect(fileNameFrom(`attachment; filename*=UTF-8''%E0%A4%A; filename=brut.pdf`)).toBe('brut.pdf');
    expect(fileNameFrom(null)).toBeNull();
  });
});
