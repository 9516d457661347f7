import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl, listedWidth } from './imageUrls';

describe('imageUrl', () => {
  it('asks the Image CDN for the width at quality 75 by default', () => {
    expect(imageUrl('/img/hero.png', 640)).toBe('/.netlify/images?url=%2Fimg%2Fhero.png&w=640&q=75');
    expect(imageUrl('/img/hero.png', 640, 50)).toMatch(/&q=50$/);
  });
});

describe('imageSrcSet', () => {
  it('offers image and device sizes up to twice the displayed width', () => {
    const widths = imageSrcSet('/a.png', 400)
      .split(', ')
      .map((entry) => Number(entry.split(' ')[1]?.replace('w', '')));
    expect(widths).toEqual([16, 32, 48, 64, 96, 128, 256, 384, 640, 750]);
  });

  it('always offers at least one width', () => {
    expect(imageSrcSet('/a.png', 4)).toBe('/.netlify/images?url=%2Fa.png&w=16&q=75 16w');
  });
});

describe('listedWidth', () => {
  it('rounds a displayed width up to a width the Image CDN makes', () => {
    expect(listedWidth(320)).toBe(384);
    expect(listedWidth(560)).toBe(640);
    expect(listedWidth(640)).toBe(640);
    expect(listedWidth(5000)).toBe(3840);
  });
});
