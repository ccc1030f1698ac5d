import { describe, expect, it } from 'vitest';
import {
  isPhotoUrl,
  maxPixelsFor,
  photoCeilingProblem,
  photoTooLarge,
  photoUrl,
  sniffPhotoFormat,
  type PhotoHeader,
} from './photo-rules';

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

describe('photo ceilings (read from the header)', () => {
  const h = (over: Partial<PhotoHeader>): PhotoHeader => ({
    format: 'jpeg',
    width: 4000,
    height: 3000,
    channels: 3,
    bitsPerSample: 8,
    progressive: false,
    ...over,
  });
  it.each([
    ['a 12 MP phone JPEG', h({})],
    ['a 48 MP iPhone picture', h({ width: 8064, height: 6048 })],
    ['a 50 MP Pixel picture', h({ width: 8160, height: 6144 })],
    ['a panorama of 16,384 px', h({ width: 16_384, height: 3000 })],
    ['a 12 MP AVIF', h({ format: 'avif' })],
    ['a 24 MP progressive JPEG', h({ width: 6000, height: 4000, progressive: true })],
  ])('takes %s', (_name, header) => {
    expect(photoCeilingProblem(header)).toBeNull();
  });

  it.each([
    ['118.8 MP', h({ width: 10_900, height: 10_900 }), 52],
    ['a 108 MP JPEG', h({ width: 12_000, height: 9000 }), 52],
    ['a strip of 1×100,000,000', h({ format: 'png', width: 1, height: 100_000_000 }), 52],
    ['a strip of 16,385 px', h({ format: 'png', width: 16_385, height: 1 }), 52],
    ['no pixels at all', h({ width: 0, height: 0 }), 52],
    ['a 16 MP AVIF', h({ format: 'avif', width: 4000, height: 4000 }), 13.4],
    ['a 12 MP 10-bit AVIF', h({ format: 'avif', bitsPerSample: 10 }), 9.9],
    [
      'a 16-bit interlaced PNG of 36 MP',
      h({ format: 'png', width: 6000, height: 6000, bitsPerSample: 16, progressive: true }),
      29.8,
    ],
    [
      'a 4:4:4 progressive JPEG of 36 MP',
      h({ width: 6000, height: 6000, progressive: true, chromaSubsampling: '4:4:4' }),
      29.8,
    ],
  ])('refuses %s, saying how many megapixels this kind may have', (_name, header, mp) => {
    expect(maxPixelsFor(header) / 1e6).toBeCloseTo(mp, 0);
    expect(photoCeilingProblem(header)).toBe(photoTooLarge(maxPixelsFor(header)));
    expect(photoCeilingProblem(header)).toContain(`at most ${mp} megapixels`);
  });
});
