import type { EntitySpec, FieldSpec } from '../../../common/crud/entity';
import { useFieldOptions } from './useFieldOptions';

/**
 * A lookup field's value shown by its name ("Soko Credit", not "sokocredit"; "Nairobi, Mombasa", not "2,1"): the
 * field's choices come from the same cached query as the form's select, one request for the whole list, not one
 * per row. A value the choices lack (e.g. a merchant outside the user's reach) shows as it is.
 */
export function LookupLabel({ entity, name, field, value }: { entity: EntitySpec; name: string; field: FieldSpec; value: unknown }) {
  const { options } = useFieldOptions(entity, name, field);
  const labelOf = (v: unknown) => options.find((o) => String(o.value) === String(v))?.label ?? String(v);
  return <>{Array.isArray(value) ? value.map(labelOf).join(', ') : labelOf(value)}</>;
}
