/** Refine resources, derived from the route table for the screens that are mounted. */
import type { ResourceProps } from '@refinedev/core';
import { MOUNTED_SCREENS } from './screens';

export const resources: ResourceProps[] = MOUNTED_SCREENS.map(({ screen }) => ({
  name: screen.key,
  list: screen.path,
  meta: { label: screen.labelKey, group: screen.group },
}));
