export interface Size {
  width: number;
  height: number;
}

/**
 * The largest size with the same aspect ratio that fits in a max × max square; never larger
 * than the original (upscaling only adds bytes, not detail).
 */
export function fitWithin(width: number, height: number, max: number): Size {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, max / width, max / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
