import { Input, type InputProps } from 'antd';
import { CURRENCY } from '../../../common/constants';

/**
 * An amount in KES as typed ("1,250.50"): kept as text so the server and the form read the same input
 * with one rule (parseMoneyInput, at most two decimals); antd's Form.Item passes value and onChange.
 */
export function KesInput(props: Omit<InputProps, 'prefix' | 'inputMode'>) {
  return <Input allowClear {...props} prefix={CURRENCY} inputMode="decimal" autoComplete="off" style={{ fontVariantNumeric: 'tabular-nums', ...props.style }} />;
}
