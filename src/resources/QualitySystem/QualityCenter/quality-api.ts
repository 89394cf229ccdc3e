/** The QualityCenter endpoints (server/modules/quality/quality.routes.ts) and the operation codes of its buttons. */
import { QUALITY_SCREEN } from '../../../../common/quality/quality';
import { actionCode } from '../../../../common/routes';

export const QUALITY_URLS = {
  queue: 'qualityCenter/queue', mine: 'qualityCenter/mine', detail: 'qualityCenter/detail', claim: 'qualityCenter/claim',
  release: 'qualityCenter/release', score: 'qualityCenter/score', appeal: 'qualityCenter/appeal', decideAppeal: 'qualityCenter/decideAppeal',
  calibrate: 'qualityCenter/calibrate', calibration: 'qualityCenter/calibration', results: 'qualityCenter/results', sample: 'qualityCenter/sample',
  configuration: 'qualityCenter/configuration', settings: 'qualityCenter/settings', scorecard: 'qualityCenter/scorecard',
} as const;

export const qualityCode = (action: 'claim' | 'score' | 'appeal' | 'decideAppeal' | 'calibrate' | 'sample' | 'configure' | 'viewAll') =>
  actionCode(QUALITY_SCREEN, action);
