import type { ResponsiveImage } from '../catalogue.contract';

export interface ResponsiveImgProps {
  image: ResponsiveImage;
  /** Above the fold: load at once; `priority` also marks the LCP image. */
  eager?: boolean;
  priority?: boolean;
  sizes?: string;
  className?: string;
}

/**
 * docs/spec.md §9: `<img>` with srcset, sizes and intrinsic size, so its space is reserved; lazy
 * unless it is above the fold.
 */
export function ResponsiveImg({ image, eager, priority, sizes, className }: ResponsiveImgProps) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcset}
      sizes={sizes ?? image.sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
