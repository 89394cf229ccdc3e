import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/table';
import { DetailFields, type FieldSpec } from '../DetailFields';

/** What the customer app captured (operator, location, device, BVN); a dash per missing value. */
export function CapturedFields({ data, fields }: { data: Record<string, unknown> | null; fields: FieldSpec[] }) {
  const { t } = useTranslation('orderDetail');
  if (!data) return <EmptyState description={t('empty.captured')} />;
  return <DetailFields data={data} fields={fields} />;
}

export const OPERATOR_FIELDS: FieldSpec[] = [
  { name: 'carrier' }, { name: 'simAgeDays' }, { name: 'registeredName' }, { name: 'airtimeMonthlyCents', format: 'money' }, { name: 'mpesaActiveMonths' },
];
export const LOCATION_FIELDS: FieldSpec[] = [
  { name: 'county' }, { name: 'address' }, { name: 'latitude' }, { name: 'longitude' }, { name: 'capturedAt', format: 'time' },
];
export const DEVICE_FIELDS: FieldSpec[] = [
  { name: 'deviceId' }, { name: 'brand' }, { name: 'model' }, { name: 'os' }, { name: 'osVersion' }, { name: 'rooted', format: 'bool' },
  { name: 'emulator', format: 'bool' }, { name: 'imei' }, { name: 'appVersion' }, { name: 'ip' }, { name: 'network' },
];
export const BVN_FIELDS: FieldSpec[] = [
  { name: 'matched', format: 'bool' }, { name: 'registeredName' }, { name: 'registeredPhone' }, { name: 'checkedAt', format: 'time' },
];
