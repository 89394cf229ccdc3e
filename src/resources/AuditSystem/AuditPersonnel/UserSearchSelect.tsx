import { useCustom } from '@refinedev/core';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditPersonnelUrls, type PersonnelCandidate } from '../../../../common/entities/audit-personnel';

interface Props {
  value?: number;
  onChange?: (value: number | undefined) => void;
}

const SEARCH_DELAY_MS = 300;

/** A user who may audit and is not yet personnel, searched on the server (through Refine's useCustom) by name or username. */
export function UserSearchSelect(props: Props) {
  const { t } = useTranslation('auditPersonnel');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { query, result } = useCustom<PersonnelCandidate[]>({
    url: auditPersonnelUrls.candidates, method: 'get', config: { query: { keyword } }, errorNotification: false,
  });
  return (
    <Select {...props} showSearch allowClear filterOption={false} onSearch={setTyped} options={Array.isArray(result.data) ? result.data : []}
      loading={query.isFetching} placeholder={t('searchUser')} notFoundContent={null} data-testid="field-userId" />
  );
}
