import { Select } from 'antd';
import type { UserOptionKind } from '../../../../common/entities/user';
import { useUserOptions } from './useUserOptions';

interface Props {
  id?: string;
  kind: UserOptionKind;
  value?: number | number[];
  onChange?: (value: number | number[] | undefined) => void;
  multiple?: boolean;
  /** Organisations: only those of these merchants. */
  merchantIds?: readonly number[];
  testId: string;
}

/** A searchable choice among roles, merchants or organisations. */
export function LookupSelect({ id, kind, value, onChange, multiple = false, merchantIds, testId }: Props) {
  const { options, loading } = useUserOptions(kind);
  const shown = merchantIds ? options.filter((o) => o.merchantId !== undefined && merchantIds.includes(o.merchantId)) : options;
  return (
    <Select id={id} value={value} onChange={onChange} loading={loading} options={shown.map(({ label, value: v }) => ({ label, value: v }))}
      mode={multiple ? 'multiple' : undefined} allowClear showSearch optionFilterProp="label" data-testid={testId} />
  );
}
