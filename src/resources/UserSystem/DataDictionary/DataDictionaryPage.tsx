import { Card, Col, Row, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictEntity } from '../../../../common/entities/dict';
import { screen } from '../../../../common/routes';
import { api } from '../../../providers/http';
import type { DictTypeRow } from './dict-rows';
import { EntryTreeCard } from './EntryTreeCard';
import { TypeListCard } from './TypeListCard';

/** Dictionary types on the left, the selected type's entries as a tree on the right. */
export function DataDictionaryPage() {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<DictTypeRow | null>(null);
  const [typesVersion, setTypesVersion] = useState(0);

  /** A type may have been renamed, switched or deleted: read it again, or let go of it. */
  const refreshSelected = useCallback(() => {
    if (!selected) return;
    api.get<DictTypeRow>(`dict/detail/${selected.id}`, { silent: true }).then(setSelected).catch(() => setSelected(null));
  }, [selected]);

  return (
    <Card title={<Typography.Title level={4} style={{ margin: 0 }}>{t(`menu:${screen(dictEntity.screen).labelKey}`)}</Typography.Title>}>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <TypeListCard selected={selected} onSelect={setSelected} onChanged={refreshSelected} version={typesVersion} />
        </Col>
        <Col xs={24} xl={14}>
          <EntryTreeCard type={selected} onChanged={() => setTypesVersion((v) => v + 1)} />
        </Col>
      </Row>
    </Card>
  );
}
