/**
 * A money action behind a confirmation: the dialog is one user action with one idempotency key, so a retry
 * after a lost answer (the dialog stays open on failure) is applied once by the server.
 */
import { App } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface MoneyConfirm {
  title: string;
  content?: ReactNode;
  danger?: boolean;
  run: (idempotencyKey: string) => Promise<unknown>;
}

export function useMoneyConfirm(): (action: MoneyConfirm) => void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return ({ title, content, danger = false, run }) => {
    const key = crypto.randomUUID();
    modal.confirm({
      title, content, okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'),
      okButtonProps: { danger, 'data-testid': 'confirm-ok' } as never,
      onOk: () => run(key),
    });
  };
}
