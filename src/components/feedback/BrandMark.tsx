/**
 * The product mark drawn inline (the picture of public/favicon.svg, and of the start-up overlay in index.html):
 * it paints with the page, without waiting for a request, so the loading overlay is a first contentful paint.
 */
export function BrandMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#0b6e4f" />
      <path d="M9 21c2 3 8 3 10-1V9h4v11c-1 8-12 9-16 3z" fill="#fff" />
    </svg>
  );
}
