import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { CaseView, type CaseViewProps } from './CaseView';

/** The case view in a large drawer over a list (the drawer's open case lives in the caller's address bar). */
export function CaseDrawer({ caseId, caseNo, onClose, ...props }: Omit<CaseViewProps, 'caseId'> & { caseId: number | null; caseNo?: string; onClose: () => void }) {
  const { t } = useTranslation('myCollection');
  return (
    <Drawer open={caseId !== null} onClose={onClose} width="min(1280px, 94vw)" destroyOnHidden keyboard={false} maskClosable={false}
      title={t('caseView.title', { caseNo: caseNo ?? '' })} data-testid="case-drawer">
      {caseId !== null && <CaseView caseId={caseId} {...props} />}
    </Drawer>
  );
}
