import { Switch } from 'antd';

interface Props {
  checked?: boolean;
  onChange?: (checked: boolean) => void;
}

/** A form switch that reads as on until changed, for flags whose column defaults to true; the payload sends `?? true`. */
export function DefaultOnSwitch({ checked, onChange, ...rest }: Props) {
  return <Switch {...rest} checked={checked ?? true} onChange={onChange} />;
}
