import { Spin } from 'antd';
import { BrandMark } from './BrandMark';

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
      <BrandMark size={56} />
      <Spin size="large" />
    </div>
  );
}
