/** A task's follow-ups, newest first. */
import { useCustom } from '@refinedev/core';
import { Drawer, Empty, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DialTaskRow } from '../../../../common/telemarketing/dial';
import { formatEat } from '../../../../common/time';

interface FollowUp { id: number; intent: string; nextCallAt: string | null; remark: string | null; at: string; userName: string }

export function FollowUpsDrawer({ task, onClose }: { task: DialTaskRow | null; onClose: () => void }) {
  const { t } = useTranslation('telemarketingWork');
  const { result } = useCustom<FollowUp[]>({ url: 'dialTask/followUps', method: 'get', config: { query: { entryId: task?.entryId } }, queryOptions: { enabled: task !== null } });
  const rows = Array.isArray(result.data) ? result.data : [];
  return (
    <Drawer open={task !== null} onClose={onClose} title={t('titles.history', { phone: task?.phone ?? '' })} width={420} destroyOnHidden>
      {rows.length === 0 ? <Empty description={t('empty.followUps')} /> : (
        <Timeline items={rows.map((r) => ({
          key: r.id,
          children: (
            <>
              <div><strong>{t(`options.intent.${r.intent}`)}</strong> · {formatEat(r.at)} · {r.userName}</div>
              {r.nextCallAt && <div>{t('fields.nextCallAt')}: {formatEat(r.nextCallAt)}</div>}
              {r.remark && <div>{r.remark}</div>}
            </>
          ),
        }))} />
      )}
    </Drawer>
  );
}
