import { InputNumber, type InputNumberProps } from 'antd';

type Props = Omit<InputNumberProps<number>, 'precision' | 'min' | 'max' | 'step'>;

/**
 * A number as typed: no `precision` (which rounds 1.5 to 2 on blur) and no `min`/`max` (which clamp 3 to 2),
 * so integerRules or the field's rule refuses a wrong value with the server's message and the box keeps it.
 */
export function NumberInput(props: Props) {
  return <InputNumber<number> controls={false} {...props} style={{ width: '100%', ...props.style }} />;
}

/** A whole number as typed; 1.5 stays 1.5 and integerRules refuses it. */
export function IntegerInput(props: Props) {
  return <NumberInput inputMode="numeric" {...props} />;
}
