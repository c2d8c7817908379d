import type { GroupValues } from '../lib/group-form';
import { groupProducts } from '../lib/group-form';
import type { AdminGroup } from './get-groups';
import { groupActions, useGroupAction } from './group-actions';

type Feature = 'voip' | 'tcc_access' | 'TSS';

/**
 * Saves the group modal (GROUP-21..25): a new group is created with its name, region and task type
 * first; then, one step after the other, its name, features, products (each with its script),
 * webmasters and dialing are saved.
 */
export function useSaveGroup(group: AdminGroup | undefined) {
  return useGroupAction(async (values: GroupValues) => {
    const id = group
      ? group.id
      : (
          await groupActions.create({
            name: values.name,
            regionId: values.regionId as string,
            taskType: values.taskType as GroupValues['taskType'] & string,
          })
        ).id;
    if (group) await groupActions.rename(id, values.name);
    await groupActions.setFeatures(id, values.featureIds as Feature[]);
    await groupActions.setProducts(id, groupProducts(values));
    await groupActions.setWebmasters(id, values.webmasterIds);
    await groupActions.setDialing(id, { mode: values.dialingMode, previewSeconds: values.previewSeconds });
  });
}
