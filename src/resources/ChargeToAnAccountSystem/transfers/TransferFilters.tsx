import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterParams } from '../../../../common/lists/filters';
import { TRANSFER_FILTERS, type TransferOptions } from '../../../../common/money/transfer';
import { ListFilterBar } from '../../../components/list';

/** Transfer number, merchant (from the screen's options), status, from channel and the day submitted. */
export function TransferFilters({ options, values, onSearch }: { options: TransferOptions; values: FilterParams; onSearch: (values: FilterParams) => void }) {
  const { t } = useTranslation('transfer');
  const merchant = (
    <Select allowClear showSearch optionFilterProp="label" aria-label={t('fields.merchantId')} placeholder={t('common:filters.any')}
      options={options.merchants} data-testid="filter-merchantId" />
  );
  return <ListFilterBar defs={TRANSFER_FILTERS} values={values} onSearch={onSearch} labels="transfer:fields" inputs={{ merchantId: merchant }} />;
}
