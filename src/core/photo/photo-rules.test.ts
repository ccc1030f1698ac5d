import { describe, expect, it } from 'vitest';
import { isPhotoUrl, photoUrl, sniffPhotoFormat } from './photo-rules';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );
const ftyp = (...brands: string[]) =>
  bytes(
    [0, 0, 0, 8 + brands.length * 4 + 4],
    'ftyp',
    brands[0]!,
    [0, 0, 0, 0],
    brands.slice(1).join(''),
  );

describe('sniffPhotoFormat', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'jpeg'],
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'png'],
    ['WebP', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'webp'],
    ['HEIC (major brand)', ftyp('heic', 'mif1', 'heic'), 'heic'],
    ['HEIF with a HEVC compatible brand', ftyp('mif1', 'mif1', 'heic'), 'heic'],
    ['AVIF', ftyp('avif', 'mif1', 'miaf'), 'avif'],
    ['AVIF under mif1', ftyp('mif1', 'avif'), 'avif'],
  ] as const)('knows %s by its first bytes', (_name, file, format) => {
    expect(sniffPhotoFormat(file)).toBe(format);
  });

  it.each([
    ['empty', bytes()],
    ['text', bytes('hello, this is not a photo')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['GIF', bytes('GIF89a', [1, 0, 1, 0])],
    ['PDF', bytes('%PDF-1.7')],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt ')],
    ['an MP4 video', ftyp('isom', 'iso2', 'mp41')],
    ['two bytes of JPEG', bytes([0xff, 0xd8])],
  ])('refuses %s', (_name, file) => {
    expect(sniffPhotoFormat(file)).toBeNull();
  });
});

describe('photo addresses', () => {
  const id = '01900000-0000-7000-8000-000000000000';
  it('are recognised only in the form the server writes', () => {
    expect(isPhotoUrl(photoUrl(id, '0123456789abcdef'))).toBe(true);
    expect(isPhotoUrl('https://evil.example/x.png')).toBe(false);
    expect(isPhotoUrl(`/api/user-discs/${id}/photo`)).toBe(false);
    expect(isPhotoUrl(`//evil.example/api/user-discs/${id}/photo?v=1`)).toBe(false);
    expect(isPhotoUrl(42)).toBe(false);
  });
});
