import { Input, type InputProps } from 'antd';
import { type ChangeEvent, useState } from 'react';
import { normalisePhone } from '../../../common/validators';

type Props = Omit<InputProps, 'value' | 'onChange'> & { value?: string | null; onChange?: (value: string) => void };

/**
 * A Kenyan mobile number typed any way people write it (0712 345 678, 712345678, +254 712…, 254…). The box keeps
 * what was typed; the form holds 254 and nine digits once it reads as a number, else the text as typed, which
 * phoneRule refuses with the spec's hint.
 */
export function PhoneInput({ value, onChange, ...props }: Props) {
  const [typed, setTyped] = useState(value ?? '');
  // A value set by the form (a record opened, a reset) replaces the text unless it is what the text reads as.
  const shown = (value ?? '') === (normalisePhone(typed) ?? typed) ? typed : (value ?? '');
  const change = (e: ChangeEvent<HTMLInputElement>) => {
    setTyped(e.target.value);
    onChange?.(normalisePhone(e.target.value) ?? e.target.value);
  };
  return <Input inputMode="tel" autoComplete="off" {...props} value={shown} onChange={change} />;
}
