import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl } from './imageUrls';

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
