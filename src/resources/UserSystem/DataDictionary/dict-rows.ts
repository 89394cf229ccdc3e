/** Shapes and pure helpers of the DataDictionary screen. */
import { dictEntity, dictItemEntity, type DictItemNode } from '../../../../common/entities/dict';
import type { EntitySpec } from '../../../../common/crud/entity';

/** A row of dict/list. */
export interface DictTypeRow extends Record<string, unknown> {
  id: number;
  dictKey: string;
  name: string;
  codeTableType: 'ordinary' | 'errorCode';
  sort: number;
  enabled: boolean;
  remark: string | null;
  itemCount: number;
}

/** A table row of the entry tree: leaves carry no children array, so the table shows no expander for them. */
export type EntryRow = Omit<DictItemNode, 'children'> & { children?: EntryRow[]; node: DictItemNode };

/** The entry declaration labelled from dict.json, where the entry's fields are translated with the type's. */
export const entryLabels: EntitySpec = { ...dictItemEntity, name: dictEntity.name };

/** The label an entry shows in the interface language, as getSelectOptionRespDtos answers it. */
export function entryLabel(entry: Pick<DictItemNode, 'labelDefault' | 'labelEn' | 'labelZh'>, language: string): string {
  return (language.startsWith('zh') ? entry.labelZh : entry.labelEn) || entry.labelDefault;
}

export function toEntryRows(nodes: readonly DictItemNode[]): EntryRow[] {
  return nodes.map((node) => ({ ...node, node, children: node.children.length > 0 ? toEntryRows(node.children) : undefined }));
}
