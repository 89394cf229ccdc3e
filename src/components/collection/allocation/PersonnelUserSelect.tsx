import { useCustom } from '@refinedev/core';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { personnelCandidatesUrl } from '../../../../common/collection/personnel';
import type { CollectionSystem } from '../../../../common/collection/statuses';

interface Props {
  system: CollectionSystem;
  value?: number;
  onChange?: (value: number | undefined) => void;
}

/** A user who is not yet collection personnel of the system, searched on the server by name or username. */
export function PersonnelUserSelect({ system, ...props }: Props) {
  const { t } = useTranslation('collectionPersonnel');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const { query, result } = useCustom<{ value: number; label: string }[]>({
    url: personnelCandidatesUrl(system), method: 'get', config: { query: { keyword } }, errorNotification: false,
  });
  return (
    <Select {...props} showSearch allowClear filterOption={false} onSearch={setTyped} options={Array.isArray(result.data) ? result.data : []}
      loading={query.isFetching} placeholder={t('searchUser')} notFoundContent={null} data-testid="field-userId" />
  );
}
