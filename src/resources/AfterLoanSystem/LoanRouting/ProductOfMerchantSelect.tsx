import { useCustom } from '@refinedev/core';
import { Form, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LOAN_ROUTING_PRODUCTS_URL } from '../../../../common/entities/loan-routing';

interface Option {
  label: string;
  value: number;
}

interface Props {
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
}

/** The products of the merchant chosen in the same form; choosing another merchant clears the product. */
export function ProductOfMerchantSelect(props: Props) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const merchantId = Form.useWatch<number | undefined>('merchantId', form);
  const { query, result } = useCustom<Option[]>({
    url: LOAN_ROUTING_PRODUCTS_URL, method: 'get', config: { query: { merchantId } },
    queryOptions: { enabled: merchantId !== undefined && merchantId !== null },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a product belongs to one merchant: the choice is cleared whenever the merchant changes.
  useEffect(() => { form.setFieldValue('productId', undefined); }, [merchantId, form]);
  const options = merchantId && Array.isArray(result.data) ? result.data : [];
  return (
    <Select {...props} options={options} loading={query.isFetching} disabled={!merchantId} allowClear showSearch optionFilterProp="label"
      placeholder={t('loanRouting:allProducts')} data-testid="field-productId" />
  );
}
