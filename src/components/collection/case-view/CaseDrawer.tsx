import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { CaseView, type CaseViewProps } from './CaseView';
import { useCaseView } from './useCaseView';

/** The drawer's title: the case number given, else the open case's own (the same read as the view, asked once). */
function CaseTitle({ caseId, caseNo, url }: { caseId: number; caseNo?: string; url?: string }) {
  const { t } = useTranslation('myCollection');
  const { view } = useCaseView(caseId, url);
  return <>{t('caseView.title', { caseNo: caseNo ?? view?.header.caseNo ?? '' })}</>;
}

/** The case view in a large drawer over a list (the drawer's open case lives in the caller's address bar). */
export function CaseDrawer({ caseId, caseNo, onClose, ...props }: Omit<CaseViewProps, 'caseId'> & { caseId: number | null; caseNo?: string; onClose: () => void }) {
  return (
    <Drawer open={caseId !== null} onClose={onClose} width="min(1280px, 94vw)" destroyOnHidden keyboard={false} maskClosable={false}
      title={caseId !== null ? <CaseTitle caseId={caseId} caseNo={caseNo} url={props.url} /> : null} data-testid="case-drawer">
      {caseId !== null && <CaseView caseId={caseId} {...props} />}
    </Drawer>
  );
}
