import { Input, type InputProps } from 'antd';
import type { InputRef, TextAreaProps } from 'antd/es/input';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import type { Ref } from 'react';

type Counted<P, R> = Omit<P, 'maxLength' | 'showCount' | 'count'> & { max?: number; ref?: Ref<R> };

// No `maxLength` and no `exceedFormatter`: a longer text stays as typed, the counter turns red and the form's
// maxLengthRule refuses it with the server's message.
const countOf = (max?: number) => (max === undefined ? undefined : { show: true, max });

/** One line of text with a visible counter of its limit; it never cuts what was typed or pasted. */
export function TextInput({ max, ...props }: Counted<InputProps, InputRef>) {
  return <Input {...props} count={countOf(max)} />;
}

/** Several lines of text with a visible counter of its limit; it never cuts what was typed or pasted. */
export function TextArea({ max, ...props }: Counted<TextAreaProps, TextAreaRef>) {
  return <Input.TextArea {...props} count={countOf(max)} />;
}
