import { Select } from 'antd';
import { orderOptionsUrl } from '../../../../common/orders/order-options';
import { useOrderOptions } from '../../../components/orders';

interface Props {
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
  testId?: string;
  placeholder?: string;
}

/** One of the caller's merchants; antd's Form.Item passes value and onChange. */
export function MerchantSelect({ testId = 'field-merchantId', ...rest }: Props) {
  const { options, loading } = useOrderOptions(orderOptionsUrl('merchants'));
  return <Select {...rest} options={options} loading={loading} allowClear showSearch optionFilterProp="label" style={{ minWidth: 180 }} data-testid={testId} />;
}
