import { describe, expect, it } from 'vitest';
import type { DictItemNode } from '../../../../common/entities/dict';
import { entryLabel, toEntryRows } from './dict-rows';

const entry = (id: number, children: DictItemNode[] = []): DictItemNode => ({
  id, typeId: 1, parentId: null, itemKey: `k${id}`, itemValue: 'v', valueType: 'text', labelDefault: 'Default', labelEn: null,
  labelSw: null, labelVi: null, labelZh: '中文', sort: id, enabled: true, remark: null, children,
});

describe('dictionary screen helpers', () => {
  it('labels an entry in the interface language, falling back to the key-value label', () => {
    expect(entryLabel(entry(1), 'zh')).toBe('中文');
    expect(entryLabel(entry(1), 'en')).toBe('Default');
    expect(entryLabel({ ...entry(1), labelEn: 'English' }, 'en')).toBe('English');
  });

  it('leaves leaves without a children array', () => {
    const [parent] = toEntryRows([entry(1, [entry(2)])]);
    expect(parent.children?.map((c) => c.id)).toEqual([2]);
    expect(parent.children?.[0].children).toBeUndefined();
  });
});
