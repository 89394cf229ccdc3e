// @vitest-environment happy-dom
import { Refine } from '@refinedev/core';
import { Table } from 'antd';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditPersonnelEntity } from '../../../common/entities/audit-personnel';
import { appVersionEntity } from '../../../common/entities/app-version';
import type { EntitySpec } from '../../../common/crud/entity';
import { formI18n } from './testing/form-harness';
import { useEntityColumns } from './useEntityColumns';

const OPTIONS: Record<string, { value: string | number; label: string }[]> = {
  'appVersion/apps': [{ value: 'sokocredit', label: 'Soko Credit' }, { value: 'pesaplus', label: 'Pesa Plus' }],
};

function List({ entity, rows }: { entity: EntitySpec; rows: Record<string, unknown>[] }) {
  const columns = useEntityColumns(entity);
  return <Table rowKey="id" dataSource={rows} columns={columns} pagination={false} />;
}

function harness(entity: EntitySpec, rows: Record<string, unknown>[], options = OPTIONS) {
  const custom = vi.fn(async ({ url }: { url: string }) => ({ data: (options[url] ?? []) as never }));
  const none = async () => ({ data: {} as never });
  render(
    <I18nextProvider i18n={formI18n('en', [entity.namespace ?? entity.name])}>
      <Refine dataProvider={{ getList: none as never, getOne: none, create: none, update: none, deleteOne: none, getApiUrl: () => '', custom }} options={{ disableTelemetry: true }}>
        <List entity={entity} rows={rows} />
      </Refine>
    </I18nextProvider>,
  );
  return custom;
}

afterEach(cleanup);

describe('lookup columns', () => {
  it("show the app's name, not its code, asking for the names once for the whole list", async () => {
    const custom = harness(appVersionEntity, [
      { id: 1, appCode: 'sokocredit', platform: 'android', versionName: '1.0.0' },
      { id: 2, appCode: 'pesaplus', platform: 'ios', versionName: '1.0.1' },
      { id: 3, appCode: 'sokocredit', platform: 'ios', versionName: '1.0.2' },
    ]);
    expect(await screen.findAllByText('Soko Credit')).toHaveLength(2);
    expect(screen.getByText('Pesa Plus')).toBeTruthy();
    expect(screen.queryByText('sokocredit')).toBeNull();
    expect(custom).toHaveBeenCalledTimes(1);
  });

  it("show merchants' names for their ids, and an id the choices lack as it is", async () => {
    const url = auditPersonnelEntity.fields.merchantIds.lookup!;
    harness(auditPersonnelEntity, [{ id: 1, merchantIds: [2, 1, 3] }], { [url]: [{ value: 1, label: 'Nairobi Credit' }, { value: 2, label: 'Mombasa Loans' }] });
    expect(await screen.findByText('Mombasa Loans, Nairobi Credit, 3')).toBeTruthy();
  });
});
