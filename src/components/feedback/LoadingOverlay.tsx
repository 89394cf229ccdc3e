import { Spin } from 'antd';

/**
 * The global loading overlay in its two brand variants: "brand" covers the window with the product mark
 * (start-up and the sign-in screen), "inline" covers the content area while a screen loads.
 * Rendered before i18n is ready too, so it shows no words.
 */
export function LoadingOverlay({ variant }: { variant: 'brand' | 'inline' }) {
  if (variant === 'inline') {
    return <div className="loading-inline" role="progressbar" aria-busy="true"><Spin size="large" /></div>;
  }
  return (
    <div className="loading-brand" role="progressbar" aria-busy="true">
      <img src="/favicon.svg" alt="" width={56} height={56} />
      <Spin size="large" />
    </div>
  );
}
