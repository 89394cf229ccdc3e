/** The value of a cell: one of the team's shift types (with its colour and times), rest or leave. */
import { Flex, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CellChoice, ShiftType } from './roster';
import { CellSwatch } from './Legend';

interface Props {
  shiftTypes: readonly ShiftType[];
  value?: CellChoice;
  onChange?: (value: CellChoice) => void;
  id?: string;
}

export function ValuePicker({ shiftTypes, value, onChange, id }: Props) {
  const { t } = useTranslation('schedule');
  return (
    <Radio.Group id={id} value={value} onChange={(e) => onChange?.(e.target.value as CellChoice)} data-testid="cell-value">
      <Flex vertical gap={6}>
        {shiftTypes.map((s) => (
          <Radio key={s.id} value={s.id} data-testid={`cell-value-${s.id}`}>
            <Flex gap={6} align="center"><CellSwatch colour={s.colour} />{t('plan.cell.shiftValue', { name: s.name, start: s.startTime, end: s.endTime })}</Flex>
          </Radio>
        ))}
        <Radio value="rest" data-testid="cell-value-rest"><Flex gap={6} align="center"><CellSwatch kind="rest" />{t('plan.legend.rest')}</Flex></Radio>
        <Radio value="leave" data-testid="cell-value-leave"><Flex gap={6} align="center"><CellSwatch kind="leave" />{t('plan.legend.leave')}</Flex></Radio>
      </Flex>
    </Radio.Group>
  );
}
