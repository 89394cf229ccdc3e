import { useOne } from '@refinedev/core';
import { Card, Col, Row } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictEntity } from '../../../../common/entities/dict';
import { screen } from '../../../../common/routes';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import type { DictTypeRow } from './dict-rows';
import { EntryTreeCard } from './EntryTreeCard';
import { TypeListCard } from './TypeListCard';

/** Dictionary types on the left, the selected type's entries as a tree on the right. */
export function DataDictionaryPage() {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<DictTypeRow | null>(null);

  /** Read on demand only: the row clicked in the list is already current. */
  const { query: selectedQuery } = useOne<DictTypeRow>({
    resource: 'dict', id: selected?.id ?? 0, meta: { silent: true }, queryOptions: { enabled: false }, errorNotification: false,
  });
  const { refetch } = selectedQuery;
  /** A type may have been renamed, switched or deleted: read it again (dict/detail), or let go of it. */
  const refreshSelected = useCallback(() => {
    if (!selected) return;
    void refetch().then((answer) => setSelected(answer.data?.data ?? null));
  }, [selected, refetch]);

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(dictEntity.screen).labelKey}`)}</ScreenTitle>}>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <TypeListCard selected={selected} onSelect={setSelected} onChanged={refreshSelected} />
        </Col>
        <Col xs={24} xl={14}>
          <EntryTreeCard type={selected} />
        </Col>
      </Row>
    </Card>
  );
}
