import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import { surveyQueryOptions } from './get-survey';
import type { PostBody } from './keyed';

const PATH = '/module/leads/forms/add-form';

/** add-form {leadId, age, sex} (LEAD-48, LEAD-54, LEAD-61). Saving again overwrites: no key needed. */
export async function saveSurvey(body: PostBody<typeof PATH>) {
  return unwrap(await api().POST(PATH, { body }));
}

export function useSaveSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSurvey,
    meta: { errorMode: 'silent' },
    onSuccess: (survey) => queryClient.setQueryData(surveyQueryOptions(survey.leadId).queryKey, survey),
  });
}
