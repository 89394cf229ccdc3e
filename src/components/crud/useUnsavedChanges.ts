/**
 * What a person typed into a form is not thrown away without asking: while the form holds their changes,
 * Refine's notifier (App.tsx) asks before leaving the page, and closing the dialog asks first.
 */
import { useWarnAboutChange } from '@refinedev/core';
import { App, Form, type FormInstance } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface UnsavedChanges {
  /** For the form's `onValuesChange`, which antd calls for the person's changes only, not for values set by code. */
  onValuesChange: () => void;
  /** Runs `discard` at once when nothing changed, else after the person agrees to lose the changes. */
  askBeforeDiscarding: (discard: () => void) => void;
}

/** `active`: the form is shown (a closed dialog has nothing to lose) and its changes are not yet saved. */
export function useUnsavedChanges(form: FormInstance, active: boolean): UnsavedChanges {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { warnWhenUnsavedChanges, setWarnWhen } = useWarnAboutChange();
  const [typed, setTyped] = useState(false);
  // Re-renders while shown when values change, so that a reset (the form saved or cleared) ends `changed`.
  Form.useWatch([], active ? form : undefined);
  const changed = active && typed && form.isFieldsTouched();

  useEffect(() => {
    if (!active) setTyped(false);
  }, [active]);

  useEffect(() => {
    if (!changed || !warnWhenUnsavedChanges) return undefined;
    setWarnWhen(true);
    return () => setWarnWhen(false);
  }, [changed, warnWhenUnsavedChanges, setWarnWhen]);

  const onValuesChange = useCallback(() => setTyped(true), []);
  const askBeforeDiscarding = useCallback((discard: () => void) => {
    if (!changed) {
      discard();
      return;
    }
    modal.confirm({
      title: t('forms.unsavedTitle'), content: t('forms.unsavedContent'),
      okText: t('forms.discard'), cancelText: t('forms.keepEditing'),
      okButtonProps: { danger: true, 'data-testid': 'discard-changes' } as never,
      onOk: () => {
        setWarnWhen(false);
        discard();
      },
    });
  }, [changed, modal, t, setWarnWhen]);
  return { onValuesChange, askBeforeDiscarding };
}
