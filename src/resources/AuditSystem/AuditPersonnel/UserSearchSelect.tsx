import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditPersonnelUrls, type PersonnelCandidate } from '../../../../common/entities/audit-personnel';
import { api } from '../../../providers/http';

interface Props {
  value?: number;
  onChange?: (value: number | undefined) => void;
}

const SEARCH_DELAY_MS = 300;

/** A user who may audit and is not yet personnel, searched on the server by name or username. */
export function UserSearchSelect(props: Props) {
  const { t } = useTranslation('auditPersonnel');
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<PersonnelCandidate[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      setLoading(true);
      api.get<PersonnelCandidate[]>(auditPersonnelUrls.candidates, { params: { keyword } })
        .then((found) => { if (current) setOptions(found); }, () => undefined)
        .finally(() => { if (current) setLoading(false); });
    }, SEARCH_DELAY_MS);
    return () => { current = false; clearTimeout(timer); };
  }, [keyword]);
  return (
    <Select {...props} showSearch allowClear filterOption={false} onSearch={setKeyword} options={options} loading={loading}
      placeholder={t('searchUser')} notFoundContent={null} data-testid="field-userId" />
  );
}
