import { Form, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { useUserOptions } from './useUserOptions';

/**
 * The merchants the user in the form serves (their merchant and the associated ones). An affiliated
 * organisation of a merchant no longer among them is cleared, as the server would refuse it.
 */
export function useServedMerchants(form: FormInstance): number[] {
  const merchantId = Form.useWatch('merchantId', form) as number | undefined;
  const associated = Form.useWatch('associatedMerchantIds', form) as number[] | undefined;
  const { options: organizations } = useUserOptions('organizations');

  useEffect(() => {
    const served = [merchantId, ...(associated ?? [])];
    const org = organizations.find((o) => o.value === form.getFieldValue('orgId'));
    if (org && !served.includes(org.merchantId)) form.setFieldValue('orgId', undefined);
  }, [merchantId, associated, organizations, form]);

  return [...(merchantId === undefined ? [] : [merchantId]), ...(associated ?? [])];
}
