import { DoubleRightOutlined, LoadingOutlined } from '@ant-design/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlidePoint } from '../../../common/slide';
import type { SlideChallenge } from './login-api';
import styles from './slide.module.css';
import { useSlideDrag } from './useSlideDrag';

interface SlidePuzzleProps {
  challenge: SlideChallenge;
  checking: boolean;
  onRelease: (x: number, trace: SlidePoint[]) => void;
}

/** The picture with its gap (and a decoy), the piece that follows the slider, and the slider track. */
export function SlidePuzzle({ challenge, checking, onRelease }: SlidePuzzleProps) {
  const { t } = useTranslation('login');
  const hintId = useId();
  const { width, height, pieceSize, pieceY, picture, piece } = challenge;
  const max = width - pieceSize;
  const { x, dragging, onPointerDown, onKeyDown } = useSlideDrag(max, checking, onRelease);

  return (
    <div className={styles.slidePuzzle} style={{ width }}>
      <div className={styles.slidePicture} style={{ width, height }}>
        <img src={picture} alt={t('slide.pictureAlt')} width={width} height={height} draggable={false} />
        <img src={piece} alt="" className={styles.slidePiece} style={{ top: pieceY, left: x, width: pieceSize, height: pieceSize }} draggable={false} aria-hidden />
      </div>
      <div className={styles.slideTrack} data-testid="slide-track" style={{ width }}>
        <div className={styles.slideFill} style={{ width: x + pieceSize }} />
        {x === 0 && !dragging && <span className={styles.slideHint} aria-hidden>{t('slide.hint')}</span>}
        <div
          role="slider"
          tabIndex={checking ? -1 : 0}
          data-testid="slide-handle"
          className={styles.slideHandle}
          style={{ left: x, width: pieceSize }}
          aria-label={t('slide.handleLabel')}
          aria-describedby={hintId}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={x}
          aria-disabled={checking}
          aria-busy={checking}
          onPointerDown={onPointerDown}
          onKeyDown={onKeyDown}
        >
          {checking ? <LoadingOutlined /> : <DoubleRightOutlined />}
        </div>
      </div>
      <span id={hintId} className={styles.visuallyHidden}>{t('slide.keyboardHint')}</span>
    </div>
  );
}
