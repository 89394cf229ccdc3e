import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { RELEASE_STATUS, type LoanCodeStatus } from '../../../../common/money/statuses';

const RELEASE_COLOURS: Record<number, string> = {
  [RELEASE_STATUS.inProgress]: 'blue',
  [RELEASE_STATUS.success]: 'green',
  [RELEASE_STATUS.lendingFailure]: 'red',
};
const CODE_COLOURS: Record<LoanCodeStatus, string> = { inProgress: 'blue', success: 'green', failed: 'red' };

/** Release status: in progress blue, success green, lending failure red; "not sent" before the first payout. */
export function ReleaseStatusTag({ status }: { status: number | null }) {
  const { t } = useTranslation('loan');
  return (
    <Tag color={status === null ? 'default' : RELEASE_COLOURS[status]} data-testid="release-status">
      {t(`releaseStatus.${status ?? 'none'}`)}
    </Tag>
  );
}

export function CodeStatusTag({ status }: { status: LoanCodeStatus }) {
  const { t } = useTranslation('loan');
  return <Tag color={CODE_COLOURS[status]} data-testid="code-status">{t(`codeStatus.${status}`)}</Tag>;
}

/** A channel's fail type or cause by its label, or as the channel sent it when it is one we do not know. */
export function useFailLabels() {
  const { t } = useTranslation('loan');
  return {
    failType: (value: string | null | undefined) => (value ? t(`failTypes.${value}`, { defaultValue: value }) : ''),
    failCause: (value: string | null | undefined) => (value ? t(`failCauses.${value}`, { defaultValue: value }) : ''),
    channel: (value: string | null | undefined) => (value ? t(`channels.${value}`, { defaultValue: value }) : ''),
  };
}
