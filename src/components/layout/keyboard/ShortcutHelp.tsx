import { Button, Descriptions, Typography } from 'antd';
import { Fragment, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../crud/AppModal';
import { useAccountPaletteActions } from '../palette/account-actions';
import { screenKey } from './key-context';

/** What works where (issue 35): each row's keys and the i18n key of what they do. */
const SHORTCUTS: readonly { keys: readonly string[][]; does: string }[] = [
  { keys: [['Ctrl', 'K'], ['⌘', 'K']], does: 'palette' },
  { keys: [['/']], does: 'slash' },
  { keys: [['Enter']], does: 'search' },
  { keys: [['j'], ['↓']], does: 'next' },
  { keys: [['k'], ['↑']], does: 'previous' },
  { keys: [['Enter']], does: 'open' },
  { keys: [['Esc']], does: 'escape' },
  { keys: [['?']], does: 'help' },
];

function Keys({ keys }: { keys: readonly string[][] }) {
  const { t } = useTranslation('header');
  return (
    <span>
      {keys.map((combo, i) => (
        <Fragment key={combo.join('+')}>
          {i > 0 && ` ${t('shortcuts.or')} `}
          {combo.map((k, j) => <Fragment key={k}>{j > 0 && ' + '}<Typography.Text keyboard>{k}</Typography.Text></Fragment>)}
        </Fragment>
      ))}
    </span>
  );
}

/** `?` on any screen (and "Keyboard shortcuts" in the palette) lists the shortcuts and where each works. */
export function ShortcutHelp() {
  const { t } = useTranslation('header');
  const [open, setOpen] = useState(false);
  const entries = useMemo(() => [{ key: 'shortcuts', label: 'header:shortcuts.title', perform: () => setOpen(true) }], []);
  useAccountPaletteActions(entries);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '?' || !screenKey(e)) return;
      e.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <AppModal open={open} title={t('shortcuts.title')} onCancel={() => setOpen(false)} width={560} data-testid="shortcut-help"
      footer={<Button type="primary" onClick={() => setOpen(false)}>{t('shortcuts.close')}</Button>}>
      <Descriptions column={1} size="small" bordered styles={{ label: { whiteSpace: 'nowrap', width: 1 } }}
        items={SHORTCUTS.map((s) => ({ key: s.does, label: <Keys keys={s.keys} />, children: t(`shortcuts.does.${s.does}`) }))} />
    </AppModal>
  );
}
