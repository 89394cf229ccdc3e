/** An entity's declared filters as the list kit's filter declarations. */
import { filterFields, type EntitySpec } from '../../../common/crud/entity';
import type { FilterDef } from '../../../common/lists/filters';

export function entityFilterDefs(entity: EntitySpec): FilterDef[] {
  const ns = entity.namespace ?? entity.name;
  return filterFields(entity).filter(([, f]) => f.filter !== 'range').map(([name, field]): FilterDef => {
    if (field.options) return { name, kind: 'choice', values: field.options, labels: `${ns}:options.${name}` };
    if (field.dictKey) return { name, kind: 'dict', dictKey: field.dictKey };
    if (field.lookup) return { name, kind: 'lookup', url: field.lookup };
    if (field.kind === 'boolean') return { name, kind: 'flag', states: field.flagLabels, label: field.label };
    return { name, kind: 'text', match: field.filter === 'exact' ? 'exact' : 'contains' };
  });
}
