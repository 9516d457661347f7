import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Image } from './Image';

describe('Image', () => {
  it('asks the Image CDN for raster images, with a srcset, explicit size and lazy loading', () => {
    const html = renderToStaticMarkup(<Image src="/img/photo.png" alt="A desk" width={320} height={200} />);
    expect(html).toContain('src="/.netlify/images?url=%2Fimg%2Fphoto.png&amp;w=384&amp;q=75"');
    expect(html).toContain('&amp;w=640&amp;q=75 640w');
    expect(html).toContain('width="320"');
    expect(html).toContain('height="200"');
    expect(html).toContain('loading="lazy"');
  });

  it('loads an image above the fold at once', () => {
    expect(renderToStaticMarkup(<Image src="/a.png" alt="" width={10} height={10} priority />)).toContain(
      'loading="eager"',
    );
  });

  it('serves vector illustrations as they are', () => {
    const html = renderToStaticMarkup(<Image src="/img/flow.svg" alt="" width={560} height={420} />);
    expect(html).toContain('src="/img/flow.svg"');
    expect(html).not.toContain('srcSet');
  });
});
