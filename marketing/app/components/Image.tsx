import { imageSrcSet, imageUrl, listedWidth } from './imageUrls';

export interface ImageProps {
  /** A site path: images come from our own files only. */
  src: string;
  alt: string;
  /** The intrinsic size, so the browser reserves the space (no layout shift). */
  width: number;
  height: number;
  /** How wide the image is shown, for the browser's pick from the srcset. */
  sizes?: string;
  /** Above the fold: load at once instead of lazily. */
  priority?: boolean;
  quality?: number;
  className?: string;
}

/** Every content image: resized by the Image CDN (or the local server) with a srcset. */
export function Image({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  quality = 75,
  className,
}: ImageProps) {
  const loading = priority ? 'eager' : 'lazy';
  // Vector illustrations scale by themselves: no resizing, no srcset.
  if (src.endsWith('.svg')) {
    return (
      <img
        className={className}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
      />
    );
  }
  return (
    <img
      className={className}
      src={imageUrl(src, listedWidth(width), quality)}
      srcSet={imageSrcSet(src, width, quality)}
      sizes={sizes ?? `${width}px`}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
