import type { ImgHTMLAttributes } from 'react';

export interface SizedImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'width' | 'height' | 'loading'
> {
  src: string;
  /** Empty for a decorative image. */
  alt: string;
  /** The artwork's intrinsic size: the browser reserves the box before the file arrives. */
  width: number;
  height: number;
  /**
   * The first visible large image (the likely largest paint): fetched at high priority and
   * eagerly. Every other image loads lazily at the default priority.
   */
  priority?: boolean;
}

/**
 * An image that never shifts the page: width and height always set (CSS may scale it; the
 * aspect ratio holds), lazy unless it is the one image the first screen is judged by.
 */
export function SizedImage({ priority, ...props }: SizedImageProps) {
  // No decoding hint: the browser's own choice paints a priority picture as soon as it can.
  return (
    <img
      {...props}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
