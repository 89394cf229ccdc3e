import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { rowActions, type PayManageRow, type PayRowAction } from '../../../../common/money/pay-manage';

export type PayRowHandlers = Record<PayRowAction, (row: PayManageRow) => void>;

/** The buttons a row offers: those its state allows and the user holds the code of. */
export function PayRowActions({ row, may, on }: { row: PayManageRow; may: (action: PayRowAction) => boolean; on: PayRowHandlers }) {
  const { t } = useTranslation('loan');
  const actions = rowActions(row).filter(may);
  if (!actions.length) return null;
  return (
    <Space size={0} wrap>
      {actions.map((action) => (
        <Button key={action} type="link" size="small" danger={action === 'cancel'} onClick={() => on[action](row)} data-testid={`row-${action}`}>
          {t(`actions.${action}`)}
        </Button>
      ))}
    </Space>
  );
}
