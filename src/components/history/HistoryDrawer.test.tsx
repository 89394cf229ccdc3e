// @vitest-environment happy-dom
import { Refine } from '@refinedev/core';
import { App } from 'antd';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roleEntity } from '../../../common/entities/role';
import type { HistoryRow } from '../../../common/record-history';
import { formI18n } from '../crud/testing/form-harness';
import { RowActions } from '../list/RowActions';
import { HistoryDrawer } from './HistoryDrawer';
import type { HistorySubject } from './history-subject';
import { useRecordHistory } from './useRecordHistory';

const codes = vi.hoisted(() => ({ held: [] as string[] }));
vi.mock('../../hooks/useOperation', () => ({ useOperation: () => (code: string) => codes.held.includes(code) }));

const ROWS: HistoryRow[] = [
  {
    id: 2, at: '2026-11-21T09:05:00.000Z', actorUserId: 1, actorUsername: 'admin', actorName: 'Grace Wanjiku', ip: '10.0.0.7',
    action: 'update', entity: 'role', entityId: '5', changes: [{ field: 'remark', before: 'first', after: 'second' }],
  },
  {
    id: 1, at: '2026-11-20T21:30:00.000Z', actorUserId: 1, actorUsername: 'admin', actorName: 'Grace Wanjiku', ip: '10.0.0.7',
    action: 'create', entity: 'role', entityId: '5', changes: [{ field: 'roleName', before: null, after: 'Auditors' }, { field: 'phone', before: null, after: '2547*****222' }],
  },
];

function harness(lng: 'en' | 'zh', children: React.ReactNode) {
  const getList = vi.fn(async () => ({ data: ROWS as never, total: ROWS.length }));
  const none = async () => ({ data: {} as never });
  render(
    <I18nextProvider i18n={formI18n(lng, ['role'])}>
      <Refine dataProvider={{ getList, getOne: none, create: none, update: none, deleteOne: none, getApiUrl: () => '' }} options={{ disableTelemetry: true }}>
        <App>{children}</App>
      </Refine>
    </I18nextProvider>,
  );
  return getList;
}

const subject: HistorySubject = { kind: 'record', entity: roleEntity, id: 5, name: 'Auditors' };

afterEach(() => { cleanup(); codes.held = []; });

describe('HistoryDrawer', { timeout: 60_000 }, () => {
  it('lists who changed the record, when in EAT, from where, and each field before → after with its label', async () => {
    const getList = harness('en', <HistoryDrawer subject={subject} onClose={vi.fn()} />);
    expect(await screen.findByText('Changes to Auditors')).toBeTruthy();
    const table = await screen.findByTestId('history-table');
    expect(await within(table).findByText('2026-11-21 12:05:00')).toBeTruthy();
    expect(within(table).getByText('2026-11-21 00:30:00')).toBeTruthy();
    expect(within(table).getAllByText('Grace Wanjiku (admin)')).toHaveLength(2);
    expect(within(table).getAllByText('10.0.0.7')).toHaveLength(2);
    expect(within(table).getByText('Modified')).toBeTruthy();
    expect(within(table).getByText('Remark')).toBeTruthy();
    expect(within(table).getByText('first')).toBeTruthy();
    expect(within(table).getByText('second')).toBeTruthy();
    expect(within(table).getByText('Role name')).toBeTruthy();
    expect(within(table).getByText('2547*****222')).toBeTruthy();
    expect(getList).toHaveBeenCalledWith(expect.objectContaining({
      meta: expect.objectContaining({ listUrl: 'auditLog/history', params: { entity: 'role', entityId: '5' } }),
      // Spec, settings table: history 5 per page.
      pagination: expect.objectContaining({ currentPage: 1, pageSize: 5 }),
    }));
  });

  it('speaks Chinese', async () => {
    harness('zh', <HistoryDrawer subject={subject} onClose={vi.fn()} />);
    expect(await screen.findByText('Auditors 的变更记录')).toBeTruthy();
    expect((await screen.findAllByText('时间（东非时间）')).length).toBeGreaterThan(0);
    expect(screen.getByText('备注')).toBeTruthy();
    expect(screen.getByText('角色名称')).toBeTruthy();
  });

  it("shows a user's activity with the record each row touched", async () => {
    const getList = harness('en', <HistoryDrawer subject={{ kind: 'activity', userId: 1, name: 'Grace' }} onClose={vi.fn()} />);
    expect(await screen.findByText('Activity of Grace')).toBeTruthy();
    expect((await screen.findAllByText('Role #5')).length).toBe(2);
    expect(screen.queryAllByText('Grace Wanjiku (admin)')).toHaveLength(0);
    expect(getList).toHaveBeenCalledWith(expect.objectContaining({ meta: expect.objectContaining({ listUrl: 'auditLog/activity', params: { userId: 1 } }) }));
  });
});

function RoleRow() {
  const history = useRecordHistory(roleEntity);
  return <><RowActions actions={history.actions(5, 'Auditors')} name="Auditors" />{history.drawer}</>;
}

describe('useRecordHistory', { timeout: 60_000 }, () => {
  it('offers the History action only to holders of the audit-view code, and opens the drawer', async () => {
    harness('en', <RoleRow />);
    expect(screen.queryByTestId('row-record-history')).toBeNull();
    cleanup();
    codes.held = ['UserSystem:UserManagement:history'];
    harness('en', <RoleRow />);
    fireEvent.click(screen.getByTestId('row-record-history'));
    expect(await screen.findByText('Changes to Auditors')).toBeTruthy();
  });
});
